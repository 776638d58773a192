import { useState, type FormEvent } from 'react';
import type { Chain } from '@tp/api';
import { useFieldErrors } from '../../forms';
import { Button } from '../../widgets/Button';
import { Select } from '../../widgets/Select';
import { TextField } from '../../widgets/TextField';
import {
  emptyWithdrawalForm,
  validateWithdrawal,
  type WithdrawalField,
  type WithdrawalFormValues,
} from './validateWithdrawal';
import { withdrawalLimits, withdrawalMethods, type WithdrawMethod } from './withdrawalLimits';
import * as styles from './Withdraw.css';

/** Spec 2 §3: the chains a crypto withdrawal can go out on. */
export const chainOptions: readonly { value: Chain; label: string }[] = [
  { value: 'btc', label: 'BTC (Bitcoin)' },
  { value: 'eth', label: 'ETH (Ethereum)' },
  { value: 'bnb', label: 'BNB (BNB Smart Chain)' },
  { value: 'trx', label: 'TRX (Tron)' },
  { value: 'sol', label: 'SOL (Solana)' },
];

const methodOptions = withdrawalMethods.map((method) => ({ value: method, label: method }));

const limitHint = (method: WithdrawMethod) => {
  const { min, max } = withdrawalLimits[method];
  return `From $${min} to $${max.toLocaleString('en-US')} by ${method.toLowerCase()}.`;
};

export interface WithdrawFormProps {
  /** Available balance in dollars; null while unknown (then only the server checks it). */
  balance: number | null;
  busy: boolean;
  /** Server messages for fields; a new object replaces the shown ones. */
  serverErrors?: Partial<Record<WithdrawalField, string>>;
  /** Called on any edit, so a stale server message or retry key can be dropped. */
  onEdit?: () => void;
  onSubmit: (values: WithdrawalFormValues) => void;
}

/** Spec 2 §2 and §5: amount, method, then the bank account or the wallet address and chain. */
export function WithdrawForm({ balance, busy, serverErrors, onEdit, onSubmit }: WithdrawFormProps) {
  const [values, setValues] = useState<WithdrawalFormValues>(emptyWithdrawalForm);
  const { errors, setErrors, clearError } = useFieldErrors<WithdrawalField>(serverErrors);
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);

  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    if (serverErrors) setErrors(serverErrors);
  }

  const edit = (field: WithdrawalField) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    clearError(field);
    // The amount's limits and message depend on the method.
    if (field === 'method') clearError('amount');
    onEdit?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateWithdrawal(values, balance);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  const method = values.method as WithdrawMethod | '';

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Withdrawal request">
      <TextField
        label="Amount (USD)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        hint={method ? limitHint(method) : 'From $5.'}
        value={values.amount}
        error={errors.amount}
        onValueChange={edit('amount')}
      />
      <Select
        label="Withdrawal method"
        name="withdrawal_method"
        placeholder="Select a method"
        options={methodOptions}
        value={values.method}
        error={errors.method}
        onValueChange={edit('method')}
      />
      {method === 'Bank Transfer' && (
        <TextField
          label="Bank account number"
          name="bank_account"
          autoComplete="off"
          value={values.bankAccount}
          error={errors.bankAccount}
          onValueChange={edit('bankAccount')}
        />
      )}
      {method === 'Cryptocurrency' && (
        <>
          <TextField
            label="Wallet address"
            name="wallet_address"
            autoComplete="off"
            spellCheck={false}
            value={values.walletAddress}
            error={errors.walletAddress}
            onValueChange={edit('walletAddress')}
          />
          <Select
            label="Blockchain"
            name="chain"
            placeholder="Select a blockchain"
            options={chainOptions}
            value={values.chain}
            error={errors.chain}
            onValueChange={edit('chain')}
          />
        </>
      )}
      <Button type="submit" variant="primary" fullWidth busy={busy} busyLabel="Processing...">
        Submit Withdrawal
      </Button>
    </form>
  );
}
