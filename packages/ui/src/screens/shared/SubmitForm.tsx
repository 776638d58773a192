import type { ReactNode } from 'react';
import type { SubmitResult, UseForm } from '../../forms';
import { Button } from '../../widgets/Button';

export interface SubmitFormProps<V extends object, K extends string> {
  form: UseForm<V, K>;
  className: string;
  /** The form's accessible name, where the page has more than one form. */
  label?: string;
  /** The submit button's label, and what it says while the form is busy. */
  submit: string;
  busyLabel: string;
  /** The form cannot be sent now (the fields say why, under `describedBy`). */
  disabled?: boolean;
  /** The id of what explains the submit (why it is disabled). */
  describedBy?: string;
  children: ReactNode;
}

/** A form of one column: its fields, then the full-width primary submit, busy while the form is. */
export function SubmitForm<V extends object, K extends string>(props: SubmitFormProps<V, K>) {
  const { form, className, label, submit, busyLabel, disabled, describedBy, children } = props;
  return (
    <form className={className} aria-label={label} {...form.formProps}>
      {children}
      <Button
        type="submit"
        variant="primary"
        fullWidth
        busy={form.busy}
        busyLabel={busyLabel}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        {submit}
      </Button>
    </form>
  );
}

/** The props of a form that moves money out of the balance (withdraw, transfer). */
export interface MoneyFormProps<R, F extends string> {
  /** The available balance in dollars, or null while it is unknown (the amount check is then the server's). */
  balance: number | null;
  /** The user changed what they are asking for: a retry must not replay the previous request. */
  onEdit?: () => void;
  /** Sends a valid request; answers the server's field messages, or 'reset' once it exists. */
  onSubmit: (request: R) => SubmitResult<F> | Promise<SubmitResult<F>>;
}
