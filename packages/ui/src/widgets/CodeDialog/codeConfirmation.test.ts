import { describe, expect, it } from 'vitest';
import {
  closedCode,
  codeConfirmationReducer as reduce,
  codeTimesOf,
  type CodeConfirmationEvent,
  type CodeConfirmationState,
} from './codeConfirmation';

const T0 = Date.parse('2026-06-15T12:00:00Z');
const run = (...events: CodeConfirmationEvent[]) =>
  events.reduce<CodeConfirmationState>(reduce, closedCode);

describe('the code confirmation (D1)', () => {
  it("waits with the server's times when it gives them", () => {
    const state = run({
      type: 'sent',
      at: T0,
      times: codeTimesOf({
        server_time: '2026-06-15T12:00:00Z',
        expires_at: '2026-06-15T12:09:30Z',
        resend_available_at: '2026-06-15T12:00:45Z',
      }),
    });
    expect(state).toMatchObject({
      phase: 'waiting',
      expiresAt: Date.parse('2026-06-15T12:09:30Z'),
      resendAvailableAt: Date.parse('2026-06-15T12:00:45Z'),
    });
  });

  it("counts from the server's clock, so a device whose clock is a day off still shows 10 minutes", () => {
    const deviceNow = T0 + 86_400_000 + 5_000;
    const state = run({
      type: 'sent',
      at: deviceNow,
      times: codeTimesOf({
        server_time: '2026-06-15T12:00:00Z',
        expires_at: '2026-06-15T12:10:00Z',
        resend_available_at: '2026-06-15T12:01:00Z',
      }),
    });
    expect(state).toMatchObject({
      expiresAt: deviceNow + 600_000,
      resendAvailableAt: deviceNow + 60_000,
    });
  });

  it("without the server's clock, counts from when the answer arrived", () => {
    const times = codeTimesOf(
      { expires_at: '2026-06-15T12:10:00Z', resend_available_at: '2026-06-15T12:01:00Z' },
      T0 + 30_000,
    );
    expect(times).toEqual({ expiresInMs: 570_000, resendInMs: 30_000 });
  });

  it('falls back to 10 minutes and 60 s when the server does not say', () => {
    expect(run({ type: 'sent', at: T0, times: codeTimesOf({}) })).toMatchObject({
      expiresAt: T0 + 600_000,
      resendAvailableAt: T0 + 60_000,
    });
  });

  it('goes sending → waiting → checking → wrong → checking → confirmed', () => {
    let state = run({ type: 'send' });
    expect(state.phase).toBe('sending');
    state = reduce(state, { type: 'sent', at: T0 });
    state = reduce(state, { type: 'check' });
    expect(state.phase).toBe('checking');
    state = reduce(state, { type: 'refused', refusal: { kind: 'wrong', triesLeft: 3 } });
    expect(state).toMatchObject({ phase: 'waiting', refusal: { kind: 'wrong', triesLeft: 3 } });
    state = reduce(state, { type: 'check' });
    expect(state.refusal).toBeNull();
    expect(reduce(state, { type: 'confirmed' }).phase).toBe('confirmed');
  });

  it('keeps an expired or burnt refusal until a new code is sent', () => {
    const burnt = run(
      { type: 'sent', at: T0 },
      { type: 'check' },
      { type: 'refused', refusal: { kind: 'burnt' } },
    );
    expect(burnt.refusal).toEqual({ kind: 'burnt' });
    const resent = reduce(reduce(burnt, { type: 'resend' }), { type: 'resent', at: T0 + 90_000 });
    expect(resent).toMatchObject({
      refusal: null,
      resent: true,
      resending: false,
      expiresAt: T0 + 90_000 + 600_000,
      resendAvailableAt: T0 + 90_000 + 60_000,
    });
  });

  it("moves the countdown to a 429's retry_after, and keeps it when the failure gives none", () => {
    const waiting = run({ type: 'sent', at: T0 }, { type: 'resend' });
    expect(
      reduce(waiting, { type: 'resendFailed', at: T0 + 10_000, retryAfterMs: 50_000 }),
    ).toMatchObject({ resending: false, resendAvailableAt: T0 + 60_000 });
    expect(
      reduce(waiting, { type: 'resendFailed', at: T0 + 10_000, retryAfterMs: 90_000 }),
    ).toMatchObject({ resendAvailableAt: T0 + 100_000 });
    expect(reduce(waiting, { type: 'resendFailed', at: T0 + 10_000 }).resendAvailableAt).toBe(
      T0 + 60_000,
    );
  });

  it('ignores answers that arrive after Cancel', () => {
    const closed = run({ type: 'sent', at: T0 }, { type: 'check' }, { type: 'close' });
    expect(reduce(closed, { type: 'confirmed' })).toBe(closed);
    expect(reduce(closed, { type: 'resent', at: T0 })).toBe(closed);
    expect(reduce(closed, { type: 'refused', refusal: { kind: 'expired' } })).toBe(closed);
  });

  it('sends only one resend at a time', () => {
    const resending = run({ type: 'sent', at: T0 }, { type: 'resend' });
    expect(reduce(resending, { type: 'resend' })).toBe(resending);
  });
});
