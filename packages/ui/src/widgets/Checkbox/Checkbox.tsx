import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { FieldMessages, fieldStyles, useFieldIds } from '../Field';
import { input, label as labelClass, row } from './Checkbox.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Called with the new checked state, after `onChange`. */
  onCheckedChange?: (checked: boolean) => void;
}

export function Checkbox({
  label,
  hint,
  error,
  id: idProp,
  className,
  onChange,
  onCheckedChange,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(idProp, { hint, error });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <div className={row}>
        <input
          {...rest}
          id={ids.id}
          type="checkbox"
          className={input}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={handleChange}
        />
        <label htmlFor={ids.id} className={labelClass}>
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
