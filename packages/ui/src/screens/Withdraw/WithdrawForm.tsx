import type { Chain } from '@tp/api';
import { useForm, type SubmitResult } from '../../forms';
import { formatCount } from '../../format';
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
  return `From $${min} to $${formatCount(max)} by ${method.toLowerCase()}.`;
};

export interface WithdrawFormProps {
  /** Available balance in dollars; null while unknown (then only the server checks it). */
  balance: number | null;
  /** Called on any edit: a changed request is a new operation, and a stale message can go. */
  onEdit?: () => void;
  /** Sends a valid request; answers the server's field messages, or 'reset' once it exists. */
  onSubmit: (
    values: WithdrawalFormValues,
  ) => SubmitResult<WithdrawalField> | Promise<SubmitResult<WithdrawalField>>;
}

/** Spec 2 §2 and §5: amount, method, then the bank account or the wallet address and chain. */
export function WithdrawForm({ balance, onEdit, onSubmit }: WithdrawFormProps) {
  const form = useForm<WithdrawalFormValues, WithdrawalField>({
    initialValues: emptyWithdrawalForm,
    validate: (values) => validateWithdrawal(values, balance),
    onSubmit,
    onEdit: () => onEdit?.(),
  });
  const { values, errors, setValue, clearErrors } = form;

  const edit = (field: WithdrawalField) => (value: string) => {
    setValue(field, value);
    // The amount's limits and message depend on the method.
    if (field === 'method') clearErrors(['amount']);
  };

  const method = values.method as WithdrawMethod | '';

  return (
    <form className={styles.form} {...form.formProps} aria-label="Withdrawal request">
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
      <Button type="submit" variant="primary" fullWidth busy={form.busy} busyLabel="Processing...">
        Submit Withdrawal
      </Button>
    </form>
  );
}
