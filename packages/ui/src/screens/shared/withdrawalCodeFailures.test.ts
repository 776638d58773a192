import { describe, expect, it } from 'vitest';
import { ApiError, failureOf } from '@tp/api';
import { codeCheckMessages, httpErrors, withdrawalMessages } from '@tp/messages';
import {
  codeCheckKind,
  resendCodeFailures,
  withdrawalCodeFailures,
} from './withdrawalCodeFailures';

const http = (status: number, body: unknown) => ApiError.fromAnswer(status, body);

/** What the dialog does with a failed check, and the message it shows. */
function codeCheckOutcome(error: unknown) {
  const failure = failureOf(error, withdrawalCodeFailures);
  return { kind: codeCheckKind(failure.status), message: failure.message };
}

describe('withdrawalCodeFailures (D1, spec 2 §4 and §8)', () => {
  it('a wrong code (400) is refused with the server text, under the field', () => {
    expect(codeCheckOutcome(http(400, { detail: codeCheckMessages.incorrect }))).toEqual({
      kind: 'refused',
      message: codeCheckMessages.incorrect,
    });
  });

  it('a request that is no longer pending (400) is refused with its reason', () => {
    expect(
      codeCheckOutcome(http(400, { detail: 'This withdrawal is no longer pending.' })),
    ).toEqual({ kind: 'refused', message: 'This withdrawal is no longer pending.' });
  });

  it('a message about the code field (400) is refused in the server words', () => {
    expect(codeCheckOutcome(http(400, { otp: ['Ensure this field has 6 digits.'] }))).toEqual({
      kind: 'refused',
      message: 'Ensure this field has 6 digits.',
    });
  });

  it('an expired code (410) closes the dialog with the spec text', () => {
    expect(codeCheckOutcome(http(410, { detail: 'whatever', code: 'code_expired' }))).toEqual({
      kind: 'expired',
      message: codeCheckMessages.expired,
    });
  });

  it('too many tries (429) is refused with the server reason, which says to get a new code', () => {
    expect(
      codeCheckOutcome(http(429, { detail: 'Too many attempts. Please request a new code.' })),
    ).toEqual({ kind: 'refused', message: 'Too many attempts. Please request a new code.' });
  });

  it('a 429 without a reason uses the catalogue text', () => {
    expect(codeCheckOutcome(http(429, {}))).toEqual({
      kind: 'refused',
      message: httpErrors.tooManyRequests,
    });
  });

  it.each([404, 403, 500, 502, 503])('a %i is a failed check: Verification failed', (status) => {
    expect(codeCheckOutcome(http(status, { detail: 'Not found.' }))).toEqual({
      kind: 'failed',
      message: codeCheckMessages.failed,
    });
  });

  it.each([
    new ApiError(httpErrors.network, 'network'),
    new ApiError(httpErrors.timeout, 'timeout'),
    new TypeError('Failed to fetch'),
    undefined,
  ])('a lost request is a failed check (%#)', (error) => {
    expect(codeCheckOutcome(error)).toEqual({ kind: 'failed', message: codeCheckMessages.failed });
  });
});

describe('resendCodeFailures (spec 2 §8)', () => {
  const resendFailureMessage = (error: unknown) => failureOf(error, resendCodeFailures).message;

  it('a cooldown (429) says to wait, in the server words', () => {
    expect(
      resendFailureMessage(
        http(429, { detail: 'Please wait before requesting another code.', retry_after: 42 }),
      ),
    ).toBe('Please wait before requesting another code.');
  });

  it.each([404, 500, 503])('a %i says Failed to resend OTP', (status) => {
    expect(resendFailureMessage(http(status, { detail: 'x' }))).toBe(
      withdrawalMessages.resendFailed,
    );
  });

  it.each([new ApiError(httpErrors.network, 'network'), new ApiError('t', 'timeout'), null])(
    'a lost request says Failed to resend OTP (%#)',
    (error) => {
      expect(resendFailureMessage(error)).toBe(withdrawalMessages.resendFailed);
    },
  );
});
