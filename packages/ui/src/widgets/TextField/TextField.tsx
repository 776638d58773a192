import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { FieldMessages, fieldStyles, useFieldIds } from '../Field';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The field's message; marks the input invalid and is read out with it. */
  error?: ReactNode;
  /** Called with the new value on every edit, after `onChange`. */
  onValueChange?: (value: string) => void;
}

export function TextField({
  label,
  hint,
  error,
  id: idProp,
  type = 'text',
  required,
  className,
  onChange,
  onValueChange,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(idProp, { hint, error });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={fieldStyles.label}>
        {label}
        {required && (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        {...rest}
        id={ids.id}
        type={type}
        required={required}
        className={fieldStyles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={handleChange}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
