import { ApiError } from '@tp/api';
import { httpErrors } from '@tp/messages';
import { describe, expect, it } from 'vitest';
import { stepUpRefusalOf } from './stepUpFailures';

const now = Date.parse('2026-06-15T12:00:00.000Z');
const refusal = (status: number, body: unknown) =>
  stepUpRefusalOf(ApiError.fromAnswer(status, body), now);

describe('stepUpRefusalOf', () => {
  it('puts a wrong password under Password', () => {
    expect(refusal(400, { password: ['The password is incorrect.'] })).toEqual({
      fieldErrors: { password: 'The password is incorrect.' },
      failure: null,
      askCode: false,
      offerPasskey: false,
    });
  });

  it('shows the code field with the message when the server asks for the second factor', () => {
    expect(
      refusal(400, {
        authentication_code: ['Enter the code from your authenticator app or a backup code.'],
      }),
    ).toEqual({
      fieldErrors: {
        authenticationCode: 'Enter the code from your authenticator app or a backup code.',
      },
      failure: null,
      askCode: true,
      offerPasskey: false,
    });
  });

  it("says a pause with the spec's text and when the account can try again", () => {
    expect(
      refusal(429, {
        detail: 'Too many failed sign-ins. Please try again later.',
        code: 'sign_in_locked',
        retry_after: 600,
      }),
    ).toEqual({
      fieldErrors: {},
      failure: { message: httpErrors.tooManyRequests, retryAt: now + 600_000 },
      askCode: false,
      offerPasskey: false,
    });
    expect(refusal(429, { detail: 'Slow down.' }).failure).toEqual({
      message: httpErrors.tooManyRequests,
      retryAt: null,
    });
  });

  it('offers a passkey when the account proves itself only with one', () => {
    expect(
      refusal(400, {
        detail: 'Use one of your passkeys to confirm it is you.',
        code: 'passkey_required',
      }),
    ).toEqual({
      fieldErrors: {},
      failure: { message: 'Use one of your passkeys to confirm it is you.', retryAt: null },
      askCode: false,
      offerPasskey: true,
    });
  });

  it('says any other failure above the fields by spec §8', () => {
    expect(refusal(500, { detail: 'boom' }).failure).toEqual({
      message: httpErrors.serverError,
      retryAt: null,
    });
    expect(stepUpRefusalOf(new TypeError('Failed to fetch'), now).failure?.message).toBe(
      httpErrors.fallback,
    );
  });
});
