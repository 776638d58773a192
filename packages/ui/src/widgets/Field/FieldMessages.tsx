import type { ReactNode } from 'react';
import { MaskedText } from '../../privacy';
import { error as errorClass, hint as hintClass } from './field.css';
import type { FieldIds } from './useFieldIds';

interface FieldMessagesProps {
  ids: FieldIds;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A message given as text (a spec text of @tp/messages, a server's) is shown in the user's language (D18). */
const shown = (message: ReactNode) =>
  typeof message === 'string' ? <MaskedText text={message} /> : message;

/** The hint and the error under a field; the control points at both with aria-describedby. */
export function FieldMessages({ ids, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <p id={ids.hintId} className={hintClass}>
          {shown(hint)}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={errorClass}>
          {shown(error)}
        </p>
      )}
    </>
  );
}
