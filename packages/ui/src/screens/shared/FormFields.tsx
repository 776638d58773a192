import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { UseForm } from '../../forms';
import { TextField } from '../../widgets/TextField';

/** One text field of an auth or settings form: its input attributes; the form supplies value and message. */
export interface FieldSpec<N extends string> {
  /** The form's field. */
  field: N;
  /** A descriptor (`msg`) is written in the active language (D18); a string as it is. */
  label: string | MessageDescriptor;
  /** The input's name, when it differs from the form's field. */
  name?: string;
  type?: string;
  autoComplete: string;
  required?: boolean;
  hint?: string | MessageDescriptor;
  spellCheck?: boolean;
  className?: string;
}

/** The fields of `V` that hold text. */
export type TextFieldOf<V> = { [P in keyof V]: V[P] extends string ? P : never }[keyof V] & string;

/** The text fields of `specs`, in order, each wired to `form`. */
export function FormFields<V extends object, K extends string>({
  form,
  specs,
}: {
  form: UseForm<V, K>;
  specs: readonly FieldSpec<TextFieldOf<V>>[];
}) {
  const { i18n } = useLingui();
  const write = (text: string | MessageDescriptor) =>
    typeof text === 'string' ? text : i18n._(text);
  return specs.map(({ field, name, label, hint, ...input }) => {
    const { value, error, onValueChange } = form.field(field);
    return (
      <TextField
        key={field}
        name={name ?? field}
        {...input}
        label={write(label)}
        hint={hint === undefined ? undefined : write(hint)}
        value={value as string}
        error={error}
        onValueChange={onValueChange as (value: string) => void}
      />
    );
  });
}
