import { ApiError, failureOf, type Failure, type FailureTable } from '@tp/api';
import {
  codeCheckMessages,
  forgotPasswordMessages,
  httpErrors,
  profileMessages,
} from '@tp/messages';
import type { FieldErrors } from '../../forms';
import type { CodeRefusal } from '../../widgets/CodeDialog';
import { codeCheckKind } from '../shared/withdrawalCodeFailures';
import type { PersonalInfoField } from './personalInfo';
import type { PasswordChangeField } from './validatePasswordChange';

/** The change request's field names (spec 2 §3) → the Personal Information form's. */
const personalFields: Readonly<Record<string, PersonalInfoField>> = {
  new_first_name: 'firstName',
  new_last_name: 'lastName',
  new_email: 'email',
  new_phone_number: 'phone',
  country: 'country',
  address: 'address',
  date_of_birth: 'dateOfBirth',
  language: 'language',
};

/**
 * Spec 2 §8 for POST /auth/profile/request-profile-change/: a refusal of a field goes under it (e.g. an
 * e-mail in use under Email), a refusal with a reason says it (a throttle or the one-code-a-minute
 * wait, D1, in the server's words); no answer, a server error or an empty refusal say
 * `Failed to save personal information.`
 */
export const requestProfileChangeFailures: FailureTable<PersonalInfoField> = {
  fields: personalFields,
  noAnswer: profileMessages.saveFailed,
  unexplained: profileMessages.saveFailed,
  status: { 429: { reasonOr: httpErrors.tooManyRequests }, server: profileMessages.saveFailed },
};

/**
 * Spec 2 §8 for POST /auth/password-change/request-password-change/: the server's message or
 * `Failed to initiate password change`. The contract's one refusal without a field
 * (`Old password is incorrect.`) is about the old password, so it goes under Old password.
 */
export const requestPasswordChangeFailures: FailureTable<PasswordChangeField> = {
  fields: {
    old_password: 'oldPassword',
    new_password: 'newPassword',
    password: 'newPassword',
    confirm_password: 'confirmPassword',
  },
  noAnswer: profileMessages.passwordChangeStartFailed,
  unexplained: profileMessages.passwordChangeStartFailed,
  status: {
    400: { reasonOr: profileMessages.passwordChangeStartFailed },
    429: { reasonOr: httpErrors.tooManyRequests },
    server: profileMessages.passwordChangeStartFailed,
  },
};

export function passwordChangeFailureOf(error: unknown): Failure<PasswordChangeField> {
  const failure = failureOf(error, requestPasswordChangeFailures);
  const aboutOldPassword =
    failure.status === 400 &&
    Object.keys(failure.fieldErrors).length === 0 &&
    error instanceof ApiError &&
    error.reason !== undefined &&
    failure.message !== null;
  if (!aboutOldPassword) return failure;
  return { status: 400, fieldErrors: { oldPassword: failure.message ?? '' }, message: null };
}

/**
 * Spec 2 §8 for both code checks (verify-profile-change, verify-password-change): the server's
 * message (`Incorrect verification code. Please try again.`, the expiry, too many tries), or
 * `Invalid OTP. Please try again.` when a refusal gives none; D1's 410 and 429 as the withdrawal
 * dialog handles them.
 */
export const verifyChangeFailures: FailureTable = {
  unexplained: profileMessages.invalidOtp,
  status: {
    400: { reasonOr: profileMessages.invalidOtp },
    410: { reasonOr: codeCheckMessages.expired },
    429: { reasonOr: httpErrors.tooManyRequests },
  },
};

/** What the code dialog does with a failed check. */
export type VerifyFailure =
  /** Wrong code or too many tries (burnt): under the field, the dialog stays. */
  | { kind: 'refused'; refusal: CodeRefusal; message: string }
  /** Expired: the dialog closes, the message goes beside the form (as the withdrawal dialog does). */
  | { kind: 'ended'; message: string }
  /** The change itself is refused now (e.g. the new e-mail was taken meanwhile): back to the form's fields. */
  | { kind: 'fields'; fieldErrors: FieldErrors<PersonalInfoField>; message: string }
  /** No answer or a server error: above the field, the dialog stays for another try. */
  | { kind: 'failed'; message: string };

export function verifyFailureOf(error: unknown): VerifyFailure {
  const failure = failureOf<PersonalInfoField>(error, {
    ...verifyChangeFailures,
    fields: personalFields,
  });
  const fieldErrors = failure.fieldErrors;
  const firstFieldMessage = Object.values(fieldErrors)[0];
  if (failure.status === 400 && firstFieldMessage !== undefined)
    return { kind: 'fields', fieldErrors, message: failure.message ?? firstFieldMessage };
  const message = failure.message ?? profileMessages.invalidOtp;
  const kind = codeCheckKind(failure.status);
  if (kind === 'expired') return { kind: 'ended', message };
  if (kind === 'refused')
    return {
      kind,
      refusal: failure.status === 429 ? { kind: 'burnt' } : { kind: 'wrong', triesLeft: null },
      message,
    };
  return { kind, message };
}

/** Resend Code sends the same change again: its refusal in the server's words, else `Failed to resend OTP…`. */
export const resendChangeFailures: FailureTable = {
  noAnswer: forgotPasswordMessages.resendFailed,
  unexplained: forgotPasswordMessages.resendFailed,
  status: {
    429: { reasonOr: httpErrors.tooManyRequests },
    server: forgotPasswordMessages.resendFailed,
  },
};

/** D1: how long the server asks to wait (429 `retry_after`), in ms; shared with every code flow. */
export { retryAfterMsOf } from '@tp/api';
