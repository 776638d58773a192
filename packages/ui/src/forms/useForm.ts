import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from 'react';
import { useHydrated } from '../hydration/useHydrated';

/** Per-field messages, e.g. `{ email: 'Please enter a valid email address' }`. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * What a submit handler answers: the server's messages for fields (shown like the form's own), or
 * `'reset'` when the submission is done and the form starts over. Nothing keeps the form as it is.
 */
export type SubmitResult<K extends string> = { fieldErrors?: FieldErrors<K> } | 'reset' | void;

export interface UseFormOptions<V extends object, K extends string> {
  initialValues: V;
  /** The spec's rules over the whole form: field → message. May be async (e.g. reading a file). */
  validate?: (values: V) => FieldErrors<K> | Promise<FieldErrors<K>>;
  /** Called with values that passed `validate`. */
  onSubmit: (values: V) => SubmitResult<K> | Promise<SubmitResult<K>>;
  /** The user changed a field (e.g. to renew an Idempotency-Key: a new value is a new request). */
  onEdit?: (name: keyof V) => void;
}

export interface UseForm<V extends object, K extends string> {
  values: V;
  errors: FieldErrors<K>;
  /** Sets a field; its message goes at once, as the spec's forms do. Nothing typed is ever lost. */
  setValue: <N extends keyof V>(name: N, value: V[N]) => void;
  /** Shows messages (say, from a dialog's server answer) and moves focus to the first invalid field. */
  showErrors: (errors: FieldErrors<K>) => void;
  /** A text field's props: its value, its message and its change handler (spread on a TextField). */
  field: <N extends keyof V & string>(
    name: N,
  ) => { value: V[N]; error: string | undefined; onValueChange: (value: V[N]) => void };
  /** Removes these fields' messages (say, a rule that depends on another field's value changed). */
  clearErrors: (names: readonly K[]) => void;
  /** Back to the initial values, with no messages. */
  reset: () => void;
  /** Validating or submitting: a second submit in the meantime is ignored. */
  busy: boolean;
  /** Validates and submits, e.g. from a dialog's confirm button. */
  submit: () => Promise<void>;
  /** Spread on the <form>: its submit runs `submit`; the browser's own validation stays off. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    noValidate: true;
    /** Never the browser's default GET: a form sent without the app must not put what was typed in the URL. */
    method: 'post';
    /** On a prerendered page, until the app has adopted it: what was typed before would be lost. */
    inert: boolean;
  };
}

const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/**
 * One way to run a form: values, the spec's rules on submit, server messages back onto the fields,
 * focus on the first invalid field, a message that clears when its field is edited, and a
 * synchronous guard so a double click submits once. Views own their form; they learn the server's
 * answer from what `onSubmit` returns, never by comparing props.
 */
export function useForm<V extends object, K extends string>({
  initialValues,
  validate,
  onSubmit,
  onEdit,
}: UseFormOptions<V, K>): UseForm<V, K> {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const hydrated = useHydrated();
  const inFlight = useRef(false);
  const latest = useRef({ values, validate, onSubmit, onEdit, initialValues });
  // The callbacks read what was last rendered, so they can stay stable across renders.
  useLayoutEffect(() => {
    latest.current = { values, validate, onSubmit, onEdit, initialValues };
  });

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const showErrors = useCallback((next: FieldErrors<K>) => {
    setErrors(next);
    if (hasErrors(next)) setFocusRequest((count) => count + 1);
  }, []);

  const clearErrors = useCallback((names: readonly K[]) => {
    setErrors((previous) => {
      if (!names.some((name) => name in previous)) return previous;
      const next = { ...previous };
      for (const name of names) delete next[name];
      return next;
    });
  }, []);

  const setValue = useCallback(
    <N extends keyof V>(name: N, value: V[N]) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      clearErrors([name as unknown as K]);
      latest.current.onEdit?.(name);
    },
    [clearErrors],
  );

  const reset = useCallback(() => {
    setValues(latest.current.initialValues);
    setErrors({});
  }, []);

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const { values: current, validate: check, onSubmit: send } = latest.current;
      const found = (await check?.(current)) ?? {};
      showErrors(found);
      if (hasErrors(found)) return;
      const result = await send(current);
      if (result === 'reset') reset();
      else if (result?.fieldErrors) showErrors(result.fieldErrors);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [reset, showErrors]);

  const handleSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit();
    },
    [submit],
  );

  const field = <N extends keyof V & string>(name: N) => ({
    value: values[name],
    error: (errors as Partial<Record<string, string>>)[name],
    onValueChange: (value: V[N]) => setValue(name, value),
  });

  return {
    values,
    errors,
    field,
    setValue,
    showErrors,
    clearErrors,
    reset,
    busy,
    submit,
    formProps: {
      ref: formRef,
      onSubmit: handleSubmit,
      noValidate: true,
      method: 'post',
      inert: !hydrated,
    },
  };
}
