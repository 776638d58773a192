import { describe, expect, it } from 'vitest';
import type { CodeChallenge } from '@tp/api';
import { codeConfirmationReducer as reduce, openedCode } from './codeConfirmation';
import { deadlinesOf, resendAtAfterRefusal } from './codeTiming';

const T0 = Date.parse('2026-06-15T12:00:00Z');
const challenge = (overrides: Partial<CodeChallenge> = {}): CodeChallenge => ({
  serverTime: Date.parse('2026-06-15T12:00:00Z'),
  expiresAt: Date.parse('2026-06-15T12:10:00Z'),
  resendAt: Date.parse('2026-06-15T12:01:00Z'),
  emailSent: true,
  ...overrides,
});

describe('the code times (D1)', () => {
  it("waits with the server's times", () => {
    expect(deadlinesOf(challenge({ expiresAt: Date.parse('2026-06-15T12:09:30Z') }), T0)).toEqual({
      expiresAt: Date.parse('2026-06-15T12:09:30Z'),
      resendAt: T0 + 60_000,
    });
  });

  it("counts from the server's clock, so a device whose clock is a day off still shows 10 minutes", () => {
    const deviceNow = T0 + 86_400_000 + 5_000;
    expect(deadlinesOf(challenge(), deviceNow)).toEqual({
      expiresAt: deviceNow + 600_000,
      resendAt: deviceNow + 60_000,
    });
  });

  it("without the server's clock, counts from when the answer arrived", () => {
    expect(deadlinesOf(challenge({ serverTime: null }), T0 + 30_000)).toEqual({
      expiresAt: T0 + 600_000,
      resendAt: T0 + 60_000,
    });
  });

  it('shows no time the server did not name: no expiry, and Resend Code at once', () => {
    expect(deadlinesOf(challenge({ expiresAt: null, resendAt: null }), T0)).toEqual({
      expiresAt: null,
      resendAt: null,
    });
  });
});

describe('the code confirmation (D1)', () => {
  const waiting = openedCode(deadlinesOf(challenge(), T0));

  it("a resend's new code restarts both times", () => {
    const resending = reduce(waiting, { type: 'resend' });
    expect(resending.resending).toBe(true);
    const next = challenge({
      serverTime: Date.parse('2026-06-15T12:01:30Z'),
      expiresAt: Date.parse('2026-06-15T12:11:30Z'),
      resendAt: Date.parse('2026-06-15T12:02:30Z'),
    });
    expect(reduce(resending, { type: 'resent', at: T0 + 90_000, challenge: next })).toEqual({
      resending: false,
      expiresAt: T0 + 90_000 + 600_000,
      resendAt: T0 + 90_000 + 60_000,
    });
  });

  it("moves the countdown to a 429's retry_after, and keeps it when the failure gives none", () => {
    const resending = reduce(waiting, { type: 'resend' });
    expect(
      reduce(resending, { type: 'resendFailed', at: T0 + 10_000, retryAfterMs: 50_000 }),
    ).toMatchObject({ resending: false, resendAt: T0 + 60_000 });
    expect(
      reduce(resending, { type: 'resendFailed', at: T0 + 10_000, retryAfterMs: 90_000 }),
    ).toMatchObject({ resendAt: T0 + 100_000 });
    expect(reduce(resending, { type: 'resendFailed', at: T0 + 10_000 }).resendAt).toBe(T0 + 60_000);
    expect(resendAtAfterRefusal(null, T0, 0)).toBeNull();
  });

  it('sends only one resend at a time', () => {
    const resending = reduce(waiting, { type: 'resend' });
    expect(reduce(resending, { type: 'resend' })).toBe(resending);
  });
});
