import { failureOf, isPasskeyRequired, retryAfterMsOf, type FailureTable } from '@tp/api';
import { httpErrors } from '@tp/messages';
import type { FieldErrors } from '../../../forms';
import type { StepUpFailure } from './stepUpGate';

/** The step-up form's fields. */
export type StepUpField = 'password' | 'authenticationCode';

/**
 * POST /auth/step-up/ (D15): a wrong password or code is a 400 on its field; 5 failed checks in 15 minutes
 * pause the account (429 `sign_in_locked`), said with the spec's text; anything else by spec §8.
 */
export const stepUpFailures: FailureTable<StepUpField> = {
  fields: { password: 'password', authentication_code: 'authenticationCode' },
  status: { 429: httpErrors.tooManyRequests },
};

/** What the dialog does with a refused proof. */
export interface StepUpRefusal {
  fieldErrors: FieldErrors<StepUpField>;
  /** Above the fields: the pause and when it ends, or a failure no field explains. */
  failure: StepUpFailure | null;
  /** The server asked for the second factor: the code field shows (also when the page thought it off). */
  askCode: boolean;
  /** A passkey-only account: the server wants a passkey, not the password (400 `passkey_required`). */
  offerPasskey: boolean;
}

export function stepUpRefusalOf(error: unknown, now: number): StepUpRefusal {
  const failure = failureOf(error, stepUpFailures);
  if (failure.status === 429) {
    const wait = retryAfterMsOf(error);
    return {
      fieldErrors: {},
      failure: { message: httpErrors.tooManyRequests, retryAt: wait === null ? null : now + wait },
      askCode: false,
      offerPasskey: false,
    };
  }
  return {
    fieldErrors: failure.fieldErrors,
    failure: failure.message === null ? null : { message: failure.message, retryAt: null },
    askCode: failure.fieldErrors.authenticationCode !== undefined,
    offerPasskey: isPasskeyRequired(error),
  };
}
