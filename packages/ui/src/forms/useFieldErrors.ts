import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';

import type { FieldErrors } from './useForm';

export interface UseFieldErrors<K extends string> {
  errors: FieldErrors<K>;
  setErrors: Dispatch<SetStateAction<FieldErrors<K>>>;
  /** Call from a field's change handler: its message goes as soon as the user edits it. */
  clearError: (field: K) => void;
  setFieldError: (field: K, message: string) => void;
}

/** Per-field messages for a form, e.g. `useFieldErrors<'email' | 'password'>()`. */
export function useFieldErrors<K extends string>(initial: FieldErrors<K> = {}): UseFieldErrors<K> {
  const [errors, setErrors] = useState<FieldErrors<K>>(initial);

  const clearError = useCallback((field: K) => {
    setErrors((previous) => {
      if (previous[field] === undefined) return previous; // nothing to clear: keep the same object, no re-render
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }, []);

  const setFieldError = useCallback((field: K, message: string) => {
    setErrors((previous) => ({ ...previous, [field]: message }));
  }, []);

  return useMemo(
    () => ({ errors, setErrors, clearError, setFieldError }),
    [errors, clearError, setFieldError],
  );
}
