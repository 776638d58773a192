import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { FieldMessages, fieldStyles, useFieldIds } from '../Field';
import { select } from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children' | 'multiple'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select a method"; its value is "". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Called with the new value, after `onChange`. */
  onValueChange?: (value: string) => void;
}

export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id: idProp,
  required,
  className,
  value,
  defaultValue,
  onChange,
  onValueChange,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(idProp, { hint, error });

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  // With a placeholder and no value given, start on the placeholder rather than the first real option.
  const initial =
    value === undefined && defaultValue === undefined && placeholder !== undefined
      ? ''
      : defaultValue;

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
      <select
        {...rest}
        id={ids.id}
        required={required}
        value={value}
        defaultValue={initial}
        className={`${fieldStyles.control} ${select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={handleChange}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
