import { useId } from 'react';

export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** For aria-describedby: the hint and the error message, when shown. */
  describedBy: string | undefined;
}

export function useFieldIds(
  idProp: string | undefined,
  { hint, error }: { hint?: unknown; error?: unknown },
): FieldIds {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}
