import type { Chain } from '@tp/api';
import { useForm } from '../../forms';
import { formatCount } from '../../format';
import { Select } from '../../widgets/Select';
import { TextField } from '../../widgets/TextField';
import {
  emptyWithdrawalForm,
  validateWithdrawal,
  type WithdrawalField,
  type WithdrawalFormValues,
} from './validateWithdrawal';
import { withdrawalLimits, withdrawalMethods, type WithdrawMethod } from './withdrawalLimits';
import { SubmitForm, type MoneyFormProps } from '../shared/SubmitForm';
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

export type WithdrawFormProps = MoneyFormProps<WithdrawalFormValues, WithdrawalField>;

/** Spec 2 §2 and §5: amount, method, then the bank account or the wallet address and chain. */
export function WithdrawForm({ balance, onEdit, onSubmit }: WithdrawFormProps) {
  const form = useForm<WithdrawalFormValues, WithdrawalField>({
    initialValues: emptyWithdrawalForm,
    validate: (values) => validateWithdrawal(values, balance),
    onSubmit,
    onEdit: () => onEdit?.(),
  });
  const { values, errors, setValue, clearErrors } = form;

  /** A field's value, its message and its edit. */
  const bind = (field: WithdrawalField) => ({
    value: values[field],
    error: errors[field],
    onValueChange: (value: string) => {
      setValue(field, value);
      // The amount's limits and message depend on the method.
      if (field === 'method') clearErrors(['amount']);
    },
  });

  const method = values.method as WithdrawMethod | '';

  return (
    <SubmitForm
      form={form}
      className={styles.form}
      label="Withdrawal request"
      submit="Submit Withdrawal"
      busyLabel="Processing..."
    >
      <TextField
        label="Amount (USD)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        hint={method ? limitHint(method) : 'From $5.'}
        {...bind('amount')}
      />
      <Select
        label="Withdrawal method"
        name="withdrawal_method"
        placeholder="Select a method"
        options={methodOptions}
        {...bind('method')}
      />
      {method === 'Bank Transfer' && (
        <TextField
          label="Bank account number"
          name="bank_account"
          autoComplete="off"
          {...bind('bankAccount')}
        />
      )}
      {method === 'Cryptocurrency' && (
        <>
          <TextField
            label="Wallet address"
            name="wallet_address"
            autoComplete="off"
            spellCheck={false}
            {...bind('walletAddress')}
          />
          <Select
            label="Blockchain"
            name="chain"
            placeholder="Select a blockchain"
            options={chainOptions}
            {...bind('chain')}
          />
        </>
      )}
    </SubmitForm>
  );
}
