import { describe, expect, it } from 'vitest';
import { ApiError, messageFromErrorResponse } from '@tp/api';
import { codeCheckMessages, httpErrors, withdrawalMessages } from '@tp/messages';
import { codeCheckOutcome, resendFailureMessage } from './withdrawalCodeErrors';

const http = (status: number, body: unknown) =>
  new ApiError(messageFromErrorResponse(status, body), 'http', status, body);

describe('codeCheckOutcome (D1, spec 2 §4 and §8)', () => {
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

describe('resendFailureMessage (spec 2 §8)', () => {
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
