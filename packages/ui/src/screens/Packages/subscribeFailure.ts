import { ApiError } from '@tp/api';
import { packageMessages } from '@tp/messages';

export interface SubscribeFailure {
  message: string;
  /** The server refused for lack of funds (400): offer the way to /deposit. */
  shortfall: boolean;
  /**
   * The server answered for good (a 4xx other than 429): the same Idempotency-Key would replay this refusal,
   * so the next attempt needs a new one. After a timeout, network or 5xx failure the key is kept, so a retry
   * can never subscribe twice.
   */
  settled: boolean;
}

/** Spec 2 §8: the server's 400 text (the shortfall), otherwise the package error text. */
export function subscribeFailureOf(error: unknown): SubscribeFailure {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === null) {
    return { message: packageMessages.subscriptionFailed, shortfall: false, settled: false };
  }
  const settled = error.status >= 400 && error.status < 500 && error.status !== 429;
  if (error.status === 400) return { message: error.message, shortfall: true, settled };
  return { message: packageMessages.subscriptionFailed, shortfall: false, settled };
}
