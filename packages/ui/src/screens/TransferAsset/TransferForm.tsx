import { plural, msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { formatDecimal } from '../../format';
import { useForm } from '../../forms';
import { MaskedText, useOwnAmounts } from '../../privacy';
import { Select, type SelectOption } from '../../widgets/Select';
import { TextField } from '../../widgets/TextField';
import {
  transferRequestOf,
  validateTransfer,
  type TransferField,
  type TransferFormValues,
  type TransferRequest,
} from './validateTransfer';
import { SubmitForm, type MoneyFormProps } from '../shared/SubmitForm';
import * as styles from './TransferAsset.css';

/**
 * Spec 2 §2 and §9: 1, 2, 6, 12 or 24 hours. DECISIONS D8: the select keeps its look, but no rule uses it
 * and it is not sent: the server's code expiry (D1) decides how long a transfer waits for its code.
 */
export const waitTimeOptions: readonly (Omit<SelectOption, 'label'> & {
  label: MessageDescriptor;
})[] = [1, 2, 6, 12, 24].map((hours) => ({
  value: String(hours),
  label: msg`${plural(hours, { one: '# Hour', other: '# Hours' })}`,
}));

const emptyValues: TransferFormValues = { recipientEmail: '', amount: '', waitHours: '1' };

export type TransferFormProps = MoneyFormProps<TransferRequest, TransferField>;

/** Spec 2 §2 Transfer Asset form with the §5 rules; what the user typed stays after any refusal. */
export function TransferForm({ balance, onEdit, onSubmit }: TransferFormProps) {
  const { t, i18n } = useLingui();
  const own = useOwnAmounts();
  const form = useForm<TransferFormValues, TransferField>({
    initialValues: emptyValues,
    validate: (values) => validateTransfer(values, balance),
    onSubmit: (values) => onSubmit(transferRequestOf(values)),
    // D8: the wait time is not part of the request, so changing it is not a new one.
    onEdit: (name) => {
      if (name !== 'waitHours') onEdit?.();
    },
  });

  const availableBalance = (amount: string) => t`Available balance: ${amount}`;

  return (
    <SubmitForm
      form={form}
      className={styles.form}
      label={t`Transfer`}
      submit={t`Submit`}
      busyLabel={t`Processing...`}
    >
      <TextField
        label={t`Receiver's Email address`}
        type="email"
        name="recipientEmail"
        autoComplete="off"
        placeholder="name@example.com"
        {...form.field('recipientEmail')}
      />
      <TextField
        label={t`Amount`}
        type="number"
        name="amount"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder={formatDecimal(0, 2)}
        hint={
          balance === null ? (
            t`Available balance: loading…`
          ) : (
            <MaskedText text={availableBalance(own.usd(balance))} />
          )
        }
        {...form.field('amount')}
      />
      {/* D8: kept for its look only; no rule reads it and it is not sent. */}
      <Select
        label={t`Time to Wait for Confirmation`}
        name="waitHours"
        options={waitTimeOptions.map((option) => ({ ...option, label: i18n._(option.label) }))}
        {...form.field('waitHours')}
      />
    </SubmitForm>
  );
}
