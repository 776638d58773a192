import { useState, type FormEvent } from 'react';
import { useFieldErrors } from '../../forms';
import { Button } from '../../widgets/Button';
import { formatUsd } from '../../widgets/Money';
import { Select, type SelectOption } from '../../widgets/Select';
import { TextField } from '../../widgets/TextField';
import {
  transferRequestOf,
  validateTransfer,
  type TransferErrors,
  type TransferField,
  type TransferFormValues,
  type TransferRequest,
} from './validateTransfer';
import * as styles from './TransferAsset.css';

/**
 * Spec 2 §2 and §9: 1, 2, 6, 12 or 24 hours. DECISIONS D8: the select keeps its look, but no rule uses it
 * and it is not sent: the server's code expiry (D1) decides how long a transfer waits for its code.
 */
export const waitTimeOptions: readonly SelectOption[] = [1, 2, 6, 12, 24].map((hours) => ({
  value: String(hours),
  label: hours === 1 ? '1 Hour' : `${hours} Hours`,
}));

const emptyValues: TransferFormValues = { recipientEmail: '', amount: '', waitHours: '1' };

export interface TransferFormProps {
  /** The available balance in dollars, or null while it is unknown (the amount check is then the server's). */
  balance: number | null;
  busy?: boolean;
  /** A new object per server answer; its messages replace the fields' current ones. */
  serverErrors?: TransferErrors | null;
  /** The user changed what they are asking for: a retry must not replay the previous request. */
  onEdit?: () => void;
  onSubmit: (request: TransferRequest) => void;
}

/** Spec 2 §2 Transfer Asset form with the §5 rules; what the user typed stays after any refusal. */
export function TransferForm({
  balance,
  busy = false,
  serverErrors = null,
  onEdit,
  onSubmit,
}: TransferFormProps) {
  const [values, setValues] = useState<TransferFormValues>(emptyValues);
  const { errors, setErrors, clearError } = useFieldErrors<TransferField>();
  const [shownServerErrors, setShownServerErrors] = useState<TransferErrors | null>(null);

  // A new server answer replaces the field messages (adjusting state while rendering, not in an effect).
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    if (serverErrors) setErrors(serverErrors);
  }

  const edit = (name: keyof TransferFormValues, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    if (name !== 'waitHours') {
      clearError(name);
      onEdit?.();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateTransfer(values, balance);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(transferRequestOf(values));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Transfer">
      <TextField
        label="Receiver's Email address"
        type="email"
        name="recipientEmail"
        autoComplete="off"
        placeholder="name@example.com"
        value={values.recipientEmail}
        error={errors.recipientEmail}
        onValueChange={(value) => edit('recipientEmail', value)}
      />
      <TextField
        label="Amount"
        type="number"
        name="amount"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0.00"
        hint={
          balance === null
            ? 'Available balance: loading…'
            : `Available balance: ${formatUsd(balance)}`
        }
        value={values.amount}
        error={errors.amount}
        onValueChange={(value) => edit('amount', value)}
      />
      {/* D8: kept for its look only; no rule reads it and it is not sent. */}
      <Select
        label="Time to Wait for Confirmation"
        name="waitHours"
        options={waitTimeOptions}
        value={values.waitHours}
        onValueChange={(value) => edit('waitHours', value)}
      />
      <Button type="submit" variant="primary" fullWidth busy={busy} busyLabel="Processing...">
        Submit
      </Button>
    </form>
  );
}
