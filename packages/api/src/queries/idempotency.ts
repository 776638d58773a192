import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../http/apiError';

/** A fresh key per intended operation; the API replays the first answer for a repeated key. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** What a money create's mutation takes besides its own input. */
export interface Keyed {
  idempotencyKey: string;
}

/** The part of a TanStack mutation that `useIdempotentSubmit` drives. */
export interface KeyedMutation<TData, TVariables extends Keyed> {
  mutateAsync: (variables: TVariables) => Promise<TData>;
}

export interface IdempotentSubmit<TInput, TData> {
  /**
   * Sends the submission the user means, with its key. A call while one is in flight returns that
   * one's promise, so two clicks make one request.
   */
  submit: (input: TInput) => Promise<TData>;
  /** The user changed what they ask for: the next submit is a new operation with a new key. */
  renew: () => void;
  /** A submission is in flight (set synchronously, before React re-renders). */
  submitting: boolean;
}

/** A refusal the server has settled (4xx, not 408 or 429): asking again is a new operation. */
function isSettledRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/**
 * One Idempotency-Key per intended submission: kept for a retry after a lost answer (network,
 * timeout, 5xx, 429), so the server records one entry however often the user retries; renewed after
 * success, after a settled refusal, and when the user edits the form (`renew`).
 */
export function useIdempotentSubmit<TData, TVariables extends Keyed>(
  mutation: KeyedMutation<TData, TVariables>,
): IdempotentSubmit<Omit<TVariables, 'idempotencyKey'>, TData> {
  const key = useRef<string | null>(null);
  const inFlight = useRef<Promise<TData> | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { mutateAsync } = mutation;

  const renew = useCallback(() => {
    key.current = null;
  }, []);

  const submit = useCallback(
    (input: Omit<TVariables, 'idempotencyKey'>) => {
      if (inFlight.current) return inFlight.current;
      const idempotencyKey = (key.current ??= newIdempotencyKey());
      setSubmitting(true);
      const sent = mutateAsync({ ...input, idempotencyKey } as TVariables).then(
        (data) => {
          if (key.current === idempotencyKey) key.current = null;
          return data;
        },
        (error: unknown) => {
          if (isSettledRefusal(error) && key.current === idempotencyKey) key.current = null;
          throw error;
        },
      );
      const settled = sent.finally(() => {
        inFlight.current = null;
        setSubmitting(false);
      });
      inFlight.current = settled;
      return settled;
    },
    [mutateAsync],
  );

  return { submit, renew, submitting };
}
