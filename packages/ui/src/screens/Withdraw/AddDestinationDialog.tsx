import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, type FieldErrors } from '../../forms';
import { Banner } from '../../widgets/Banner';
import { Button } from '../../widgets/Button';
import { Dialog } from '../../widgets/Dialog';
import { Select, type SelectOption } from '../../widgets/Select';
import { TextField } from '../../widgets/TextField';
import { addressBookTexts as texts } from './addressBookTexts';
import {
  emptyDestinationForm,
  LABEL_MAX_LENGTH,
  validateDestination,
  type DestinationField,
  type DestinationFormValues,
} from './validateDestination';
import { checkWalletAddress } from './walletAddressCheck';
import * as styles from './AddressBook.css';

/**
 * What saving answers: 'reset' once the code is on the way (the dialog closes and the code dialog takes over), else
 * the server's field messages and a message about the whole request, both shown in the dialog; nothing when the
 * user cancelled the step-up (what was typed stays).
 */
export type AddDestinationAnswer =
  'reset' | { fieldErrors?: FieldErrors<DestinationField>; message?: string | null } | void;

export interface AddDestinationDialogProps {
  open: boolean;
  /** The chains an address can be on (the withdrawal form's). */
  chains: readonly SelectOption[];
  /** Cancel, Escape or the close button (not while saving). */
  onClose: () => void;
  /** D22: a new destination then waits 48 hours instead of 24. */
  allowListOn?: boolean;
  /** Saves it (through the step-up gate). */
  onSubmit: (values: DestinationFormValues) => AddDestinationAnswer | Promise<AddDestinationAnswer>;
}

/**
 * D16's Add address: a label, the type, then the blockchain and address (checked against the chain as the server
 * does, checksum included) or the bank account number. Loaded the first time it opens.
 */
export function AddDestinationDialog({
  open,
  chains,
  allowListOn = false,
  onClose,
  onSubmit,
}: AddDestinationDialogProps) {
  const { i18n, t } = useLingui();
  const kindOptions = [
    { value: 'crypto', label: i18n._(texts.typeCrypto) },
    { value: 'bank', label: i18n._(texts.typeBank) },
  ];
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DestinationFormValues, DestinationField>({
    initialValues: emptyDestinationForm,
    validate: (values) => validateDestination(values, checkWalletAddress),
    onSubmit: async (values) => {
      setFailure(null);
      const answer = await onSubmit(values);
      if (answer === 'reset') {
        onClose();
        return 'reset';
      }
      setFailure(answer?.message ?? null);
      return { fieldErrors: answer?.fieldErrors ?? {} };
    },
    onEdit: () => setFailure(null),
  });
  const { values, setValue, clearErrors } = form;
  const field = (name: DestinationField) => ({
    ...form.field(name),
    onValueChange: (value: string) => {
      setValue(name, value);
      // The address's message depends on the chain.
      if (name === 'chain') clearErrors(['address']);
    },
  });

  return (
    <Dialog
      open={open}
      title={i18n._(texts.addTitle)}
      description={i18n._(allowListOn ? texts.addDescriptionAllowListOn : texts.addDescription)}
      dismissible={!form.busy}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <form className={styles.dialogForm} aria-label={i18n._(texts.addTitle)} {...form.formProps}>
        {failure && (
          <Banner tone="error" onHide={() => setFailure(null)}>
            {failure}
          </Banner>
        )}
        <TextField
          label={i18n._(texts.labelField)}
          name="label"
          autoComplete="off"
          maxLength={LABEL_MAX_LENGTH}
          hint={i18n._(texts.labelHint)}
          {...field('label')}
        />
        <Select
          label={i18n._(texts.typeField)}
          name="kind"
          options={kindOptions}
          {...field('kind')}
        />
        {values.kind === 'bank' ? (
          <TextField
            label={t`Bank account number`}
            name="bank_account"
            autoComplete="off"
            spellCheck={false}
            {...field('bankAccount')}
          />
        ) : (
          <>
            <Select
              label={t`Blockchain`}
              name="chain"
              placeholder={t`Select a blockchain`}
              options={chains}
              {...field('chain')}
            />
            <TextField
              label={i18n._(texts.addressField)}
              name="address"
              autoComplete="off"
              spellCheck={false}
              {...field('address')}
            />
          </>
        )}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            {i18n._(texts.cancel)}
          </Button>
          <Button type="submit" variant="primary" busy={form.busy} busyLabel={i18n._(texts.saving)}>
            {i18n._(texts.save)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
