import { useLingui } from '@lingui/react/macro';
import { lazy, useEffect } from 'react';
import { AfterHydration } from '../../hydration/AfterHydration';
import { formatDecimal } from '../../format';
import { useForm } from '../../forms';
import { Select } from '../../widgets/Select';
import { TextField } from '../../widgets/TextField';
import {
  emptyWithdrawalForm,
  validateWithdrawal,
  type WalletAddressCheck,
  type WithdrawalField,
  type WithdrawalFormValues,
} from './validateWithdrawal';
import { chainOptions } from './chainOptions';
import {
  limitAmount,
  lowestLimit,
  withdrawalLimits,
  withdrawalMethods,
  type WithdrawMethod,
} from './withdrawalLimits';
import { paymentMethodLabels } from '../shared/paymentMethods';
import { SubmitForm, type MoneyFormProps } from '../shared/SubmitForm';
import type { AddressBookModel, SavedDestination } from './addressBookModel';
import { loadAddressBookParts } from './loadAddressBookParts';
import * as styles from './Withdraw.css';

export interface WithdrawFormProps extends MoneyFormProps<WithdrawalFormValues, WithdrawalField> {
  /** D16: the saved destinations the picker offers; null while the book is not loaded (typing still works). */
  addressBook?: AddressBookModel | null;
  /** The time the picker's waits are counted from (the clock's). */
  now: number;
  /**
   * D16: the id of what says why nothing can be sent now (the hold notice above the page after a credential
   * change): the submit is disabled meanwhile, and described by it. Null when it can be sent.
   */
  blockedBy?: string | null;
}

// D16: shown once the address book has loaded, so it loads beside it (scripts/check-bundle.mjs).
const DestinationPicker = lazy(() =>
  loadAddressBookParts().then(({ DestinationPicker }) => ({ default: DestinationPicker })),
);

let addressCheck: Promise<WalletAddressCheck | null> | undefined;

/** D16's address check, loaded once; null when it cannot load (the next call tries again; the server checks anyway). */
function loadAddressCheck(): Promise<WalletAddressCheck | null> {
  addressCheck ??= import('./walletAddressCheck').then(
    (module) => module.checkWalletAddress,
    () => {
      addressCheck = undefined;
      return null;
    },
  );
  return addressCheck;
}

/** Spec 2 §2 and §5: amount, method, then the bank account or the wallet address and chain. */
export function WithdrawForm({
  balance,
  onEdit,
  onSubmit,
  addressBook = null,
  now,
  blockedBy = null,
}: WithdrawFormProps) {
  const form = useForm<WithdrawalFormValues, WithdrawalField>({
    initialValues: emptyWithdrawalForm,
    validate: async (values) =>
      validateWithdrawal(
        values,
        balance,
        values.method === 'Cryptocurrency' ? await loadAddressCheck() : null,
      ),
    onSubmit,
    onEdit: () => onEdit?.(),
  });
  const { values, errors, setValue, clearErrors } = form;
  const { i18n, t } = useLingui();
  const methodOptions = withdrawalMethods.map((value) => ({
    value,
    label: i18n._(paymentMethodLabels[value]),
  }));
  /** The amount's limits for the method picked (spec 2 §5), else the lowest amount. */
  const limitHint = (picked: WithdrawMethod | '') => {
    if (picked === '') {
      const min = limitAmount(lowestLimit);
      return t`From ${min}.`;
    }
    const min = limitAmount(withdrawalLimits[picked].min);
    const max = limitAmount(withdrawalLimits[picked].max);
    return picked === 'Bank Transfer'
      ? t`From ${min} to ${max} by bank transfer.`
      : t`From ${min} to ${max} by cryptocurrency.`;
  };
  // After the first paint, so a crypto submit finds the check loaded.
  useEffect(() => {
    void loadAddressCheck();
  }, []);

  /** A field's value, its message and its edit. */
  const bind = (field: WithdrawalField) => ({
    value: values[field],
    error: errors[field],
    onValueChange: (value: string) => {
      setValue(field, value);
      // The amount's limits and message depend on the method, the address's on the chain.
      if (field === 'method') clearErrors(['amount']);
      if (field === 'chain') clearErrors(['walletAddress']);
    },
  });

  const method = values.method as WithdrawMethod | '';
  const kind = method === 'Bank Transfer' ? 'bank' : method === 'Cryptocurrency' ? 'crypto' : null;

  /** Fills the spec's fields with a saved destination, or empties them for a new one. */
  const pick = (destination: SavedDestination | null) => {
    if (method === 'Bank Transfer') setValue('bankAccount', destination?.bankAccount ?? '');
    else {
      setValue('walletAddress', destination?.address ?? '');
      setValue('chain', destination?.chain ?? '');
    }
  };

  return (
    <SubmitForm
      form={form}
      className={styles.form}
      label={t`Withdrawal request`}
      submit={t`Submit Withdrawal`}
      busyLabel={t`Processing...`}
      disabled={blockedBy !== null}
      describedBy={blockedBy ?? undefined}
    >
      <TextField
        label={t`Amount (USD)`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatDecimal(0, 2)}
        hint={limitHint(method)}
        {...bind('amount')}
      />
      <Select
        label={t`Withdrawal method`}
        name="withdrawal_method"
        placeholder={t`Select a method`}
        options={methodOptions}
        {...bind('method')}
      />
      {kind && addressBook && (
        <AfterHydration>
          <DestinationPicker
            kind={kind}
            destinations={addressBook.destinations}
            allowNew={!addressBook.allowList.enabled}
            fields={values}
            now={now}
            onPick={pick}
          />
        </AfterHydration>
      )}
      {method === 'Bank Transfer' && (
        <TextField
          label={t`Bank account number`}
          name="bank_account"
          autoComplete="off"
          {...bind('bankAccount')}
        />
      )}
      {method === 'Cryptocurrency' && (
        <>
          <TextField
            label={t`Wallet address`}
            name="wallet_address"
            autoComplete="off"
            spellCheck={false}
            {...bind('walletAddress')}
          />
          <Select
            label={t`Blockchain`}
            name="chain"
            placeholder={t`Select a blockchain`}
            options={chainOptions}
            {...bind('chain')}
          />
        </>
      )}
    </SubmitForm>
  );
}
