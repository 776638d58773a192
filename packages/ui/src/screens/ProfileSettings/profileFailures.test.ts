import { describe, expect, it } from 'vitest';
import { ApiError, failureOf } from '@tp/api';
import {
  codeCheckMessages,
  forgotPasswordMessages,
  httpErrors,
  passwordChangeValidation,
  profileMessages,
  registerValidation,
} from '@tp/messages';
import {
  passwordChangeFailureOf,
  requestProfileChangeFailures,
  resendChangeFailures,
  retryAfterMsOf,
  verifyFailureOf,
} from './profileFailures';

const http = (status: number, body: unknown) => ApiError.fromAnswer(status, body);
const network = new ApiError(httpErrors.network, 'network');
const timeout = new ApiError(httpErrors.timeout, 'timeout');
const duplicateEmail = 'A user with this email already exists.';

describe('requestProfileChangeFailures (spec 2 §8)', () => {
  const failure = (error: unknown) => failureOf(error, requestProfileChangeFailures);

  it('a refused field goes under it (a duplicate e-mail under Email), nothing above', () => {
    expect(failure(http(400, { new_email: [duplicateEmail] }))).toEqual({
      status: 400,
      fieldErrors: { email: duplicateEmail },
      message: null,
    });
    expect(
      failure(http(400, { new_phone_number: [registerValidation.phoneInvalid] })).fieldErrors,
    ).toEqual({ phone: registerValidation.phoneInvalid });
  });

  it('an empty refusal, a server error or no answer say Failed to save personal information.', () => {
    for (const error of [
      http(400, {}),
      http(500, { detail: 'Internal server error.' }),
      network,
      timeout,
    ])
      expect(failure(error).message).toBe(profileMessages.saveFailed);
  });

  it("a throttle or D1's one-code-a-minute wait says the server's reason", () => {
    expect(
      failure(http(429, { detail: 'Please wait before requesting another code.', retry_after: 42 }))
        .message,
    ).toBe('Please wait before requesting another code.');
    expect(failure(http(429, {})).message).toBe(httpErrors.tooManyRequests);
  });
});

describe('passwordChangeFailureOf (spec 2 §8)', () => {
  it('"Old password is incorrect." goes under Old password', () => {
    expect(passwordChangeFailureOf(http(400, { detail: 'Old password is incorrect.' }))).toEqual({
      status: 400,
      fieldErrors: { oldPassword: 'Old password is incorrect.' },
      message: null,
    });
  });

  it('field refusals go under their fields', () => {
    expect(
      passwordChangeFailureOf(http(400, { confirm_password: [passwordChangeValidation.mismatch] }))
        .fieldErrors,
    ).toEqual({ confirmPassword: passwordChangeValidation.mismatch });
  });

  it('an empty refusal, a server error or no answer say Failed to initiate password change', () => {
    for (const error of [http(400, {}), http(503, { detail: 'Unavailable.' }), network])
      expect(passwordChangeFailureOf(error)).toMatchObject({
        fieldErrors: {},
        message: profileMessages.passwordChangeStartFailed,
      });
  });
});

describe('verifyFailureOf (spec 2 §8, D1)', () => {
  const wrong = { kind: 'wrong', triesLeft: null };

  it('a wrong code is refused under the field in the server words', () => {
    expect(verifyFailureOf(http(400, { detail: codeCheckMessages.incorrect }))).toEqual({
      kind: 'refused',
      refusal: wrong,
      message: codeCheckMessages.incorrect,
    });
  });

  it('a refusal without a message says Invalid OTP. Please try again.', () => {
    expect(verifyFailureOf(http(400, {}))).toEqual({
      kind: 'refused',
      refusal: wrong,
      message: profileMessages.invalidOtp,
    });
  });

  it('too many tries (429) is refused under the field in the server words', () => {
    expect(
      verifyFailureOf(http(429, { detail: 'Too many attempts. Please request a new code.' })),
    ).toEqual({
      kind: 'refused',
      refusal: { kind: 'burnt' },
      message: 'Too many attempts. Please request a new code.',
    });
  });

  it('an expired code (410) ends the dialog with the spec text', () => {
    expect(
      verifyFailureOf(http(410, { detail: codeCheckMessages.expired, code: 'code_expired' })),
    ).toEqual({
      kind: 'ended',
      message: codeCheckMessages.expired,
    });
    expect(verifyFailureOf(http(410, {}))).toEqual({
      kind: 'ended',
      message: codeCheckMessages.expired,
    });
  });

  it('a change refused at the last step (the new e-mail taken meanwhile) goes back to its field', () => {
    expect(verifyFailureOf(http(400, { new_email: [duplicateEmail] }))).toEqual({
      kind: 'fields',
      fieldErrors: { email: duplicateEmail },
      message: duplicateEmail,
    });
  });

  it('a server error or no answer fails the check, the dialog stays for another try', () => {
    expect(verifyFailureOf(http(500, {}))).toEqual({
      kind: 'failed',
      message: httpErrors.serverError,
    });
    expect(verifyFailureOf(network)).toEqual({ kind: 'failed', message: httpErrors.network });
  });
});

describe('resendChangeFailures and retryAfterMsOf', () => {
  it("a 429 says the server's reason and how long to wait", () => {
    const error = http(429, {
      detail: 'Please wait before requesting another code.',
      retry_after: 42,
    });
    expect(failureOf(error, resendChangeFailures).message).toBe(
      'Please wait before requesting another code.',
    );
    expect(retryAfterMsOf(error)).toBe(42_000);
  });

  it('anything else says Failed to resend OTP, and no wait', () => {
    for (const error of [http(500, {}), network, http(400, {})]) {
      expect(failureOf(error, resendChangeFailures).message).toBe(
        forgotPasswordMessages.resendFailed,
      );
      expect(retryAfterMsOf(error)).toBeNull();
    }
    expect(retryAfterMsOf(http(429, {}))).toBeNull();
    expect(retryAfterMsOf(http(429, { retry_after: 'soon' }))).toBeNull();
  });
});
