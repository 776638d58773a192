import type { ReactNode } from 'react';
import { fieldStyles } from '../../widgets/Field';
import { MaskedText } from '../../privacy';
import * as styles from './Deposit.css';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  /** Shown after the label, e.g. "(Verified clients only)". */
  note?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceListProps<Value extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<Value>[];
  value: Value | null;
  /** A spec text of @tp/messages (English): shown in the active language. */
  error?: string;
  onChange: (value: Value) => void;
}

/** A radio group: arrow keys move between the enabled choices; the error is read with the group. */
export function ChoiceList<Value extends string>({
  legend,
  name,
  choices,
  value,
  error,
  onChange,
}: ChoiceListProps<Value>) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={choice.disabled ? `${styles.option} ${styles.optionDisabled}` : styles.option}
        >
          <input
            type="radio"
            className={styles.radio}
            name={name}
            value={choice.value}
            checked={value === choice.value}
            disabled={choice.disabled}
            onChange={() => onChange(choice.value)}
          />
          <span className={styles.optionLabel}>{choice.label}</span>
          {choice.note && <span className={styles.optionNote}>{choice.note}</span>}
        </label>
      ))}
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          <MaskedText text={error} />
        </p>
      )}
    </fieldset>
  );
}
