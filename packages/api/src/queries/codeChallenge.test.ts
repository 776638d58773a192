import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/apiError';
import { codeChallengeOf, unverifiedEmailChallengeOf, withCodeChallenge } from './codeChallenge';

const times = {
  server_time: '2026-06-15T12:00:00Z',
  expires_at: '2026-06-15T12:10:00Z',
  resend_available_at: '2026-06-15T12:01:00Z',
};

describe('CodeChallenge (D1)', () => {
  it("reads a code-sent answer's times by the server's clock, and whether its e-mail went out", () => {
    expect(withCodeChallenge({ id: 7, notification_sent: false, ...times })).toEqual({
      id: 7,
      challenge: {
        serverTime: Date.parse(times.server_time),
        expiresAt: Date.parse(times.expires_at),
        resendAt: Date.parse(times.resend_available_at),
        emailSent: false,
      },
    });
  });

  it('names no time the answer left out or garbled; an answer that does not say counts as sent', () => {
    expect(codeChallengeOf({ expires_at: 'soon' })).toEqual({
      serverTime: null,
      expiresAt: null,
      resendAt: null,
      emailSent: true,
    });
  });

  it("reads an unverified sign-in's 403 as the code it e-mailed, and nothing else as one", () => {
    const unverified = ApiError.fromAnswer(403, {
      detail: 'Verify your e-mail first.',
      code: 'email_not_verified',
      ...times,
    });
    expect(unverifiedEmailChallengeOf(unverified)?.resendAt).toBe(
      Date.parse(times.resend_available_at),
    );
    expect(unverifiedEmailChallengeOf(ApiError.fromAnswer(403, { detail: 'No.' }))).toBeNull();
    expect(unverifiedEmailChallengeOf(new Error('offline'))).toBeNull();
  });
});
