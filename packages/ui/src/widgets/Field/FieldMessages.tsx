import type { ReactNode } from 'react';
import { error as errorClass, hint as hintClass } from './field.css';
import type { FieldIds } from './useFieldIds';

interface FieldMessagesProps {
  ids: FieldIds;
  hint?: ReactNode;
  error?: ReactNode;
}

/** The hint and the error under a field; the control points at both with aria-describedby. */
export function FieldMessages({ ids, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <p id={ids.hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={errorClass}>
          {error}
        </p>
      )}
    </>
  );
}
