import { useCallback, useRef } from 'react';

/** A fresh key per intended operation; the API replays the first answer for a repeated key. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * One key per submission the user means: a second click or a retry after a lost answer reuses it
 * (so the server records one entry); `renew` after success or after the user changes the form.
 */
export function useIdempotencyKey(): { current: () => string; renew: () => void } {
  const key = useRef<string | null>(null);
  const current = useCallback(() => (key.current ??= newIdempotencyKey()), []);
  const renew = useCallback(() => {
    key.current = null;
  }, []);
  return { current, renew };
}
