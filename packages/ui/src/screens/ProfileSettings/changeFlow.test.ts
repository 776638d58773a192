import { describe, expect, it } from 'vitest';
import {
  codeCheckMessages,
  forgotPasswordMessages,
  httpErrors,
  profileMessages,
} from '@tp/messages';
import { CODE_LIFETIME_MS, RESEND_COOLDOWN_MS } from '../../widgets/CodeDialog';
import {
  changeFlowReducer,
  idleFlow,
  outcomeOf,
  pendingCodeOf,
  type ChangeFlowEvent,
  type ChangeFlowState,
  type FlowNotice,
} from './changeFlow';

type Payload = { new_first_name: string };
type State = ChangeFlowState<Payload>;
type Event = ChangeFlowEvent<Payload>;

const payload: Payload = { new_first_name: 'Alexandra' };
const at = 1_781_000_000_000;
const failed: FlowNotice = { tone: 'error', message: httpErrors.serverError };

const run = (events: Event[], from: State = idleFlow) =>
  events.reduce<State>((state, event) => changeFlowReducer(state, event), from);

const requested = run([{ type: 'request', payload }]);
const awaiting = run([
  { type: 'request', payload },
  { type: 'codeSent', at, sentTo: 'alex.morgan@example.com' },
]);
const verifying = run([{ type: 'verify' }], awaiting);

describe('changeFlowReducer: idle → requesting → awaiting code → verifying → done', () => {
  it('starts idle with nothing to say and no dialog', () => {
    expect(idleFlow).toEqual({ phase: 'idle', outcome: null });
    expect(pendingCodeOf(idleFlow)).toBeNull();
    expect(outcomeOf(idleFlow)).toBeNull();
  });

  it('a sent code opens the dialog with the payload kept for Resend, its expiry and cooldown (D1)', () => {
    expect(requested).toEqual({ phase: 'requesting', payload });
    expect(pendingCodeOf(requested)).toBeNull();
    expect(awaiting).toEqual({
      phase: 'awaitingCode',
      code: {
        payload,
        sentTo: 'alex.morgan@example.com',
        noticeTo: null,
        expiresAt: at + CODE_LIFETIME_MS,
        resendAvailableAt: at + RESEND_COOLDOWN_MS,
        resending: false,
        notice: null,
      },
    });
    expect(CODE_LIFETIME_MS).toBe(10 * 60_000);
    expect(RESEND_COOLDOWN_MS).toBe(60_000);
  });

  it('D12: a new address gets the code, the old one the notice', () => {
    const state = run([
      { type: 'request', payload },
      { type: 'codeSent', at, sentTo: 'new@example.com', noticeTo: 'alex.morgan@example.com' },
    ]);
    expect(pendingCodeOf(state)).toMatchObject({
      sentTo: 'new@example.com',
      noticeTo: 'alex.morgan@example.com',
    });
  });

  it('the right code ends in done with the success beside the form, and the dialog closed', () => {
    const done = run(
      [{ type: 'verified', message: profileMessages.personalInfoUpdated }],
      verifying,
    );
    expect(done).toEqual({
      phase: 'done',
      outcome: { tone: 'success', message: profileMessages.personalInfoUpdated },
    });
    expect(pendingCodeOf(done)).toBeNull();
    // The success clears (after its 3 s) back to idle; another change can start.
    expect(run([{ type: 'noticeHidden' }], done)).toEqual(idleFlow);
    expect(run([{ type: 'request', payload }], done)).toEqual(requested);
  });

  it('an edit while the success shows leaves it its 3 s', () => {
    const done = run([{ type: 'verified', message: 'ok' }], verifying);
    expect(run([{ type: 'edited' }], done)).toBe(done);
  });
});

describe('changeFlowReducer: failures', () => {
  it('a failed start goes back to idle with its message; with none (field messages) says nothing', () => {
    expect(
      run([{ type: 'requestFailed', message: profileMessages.saveFailed }], requested),
    ).toEqual({
      phase: 'idle',
      outcome: { tone: 'error', message: profileMessages.saveFailed },
    });
    expect(run([{ type: 'requestFailed', message: null }], requested)).toEqual(idleFlow);
  });

  it('an edit clears a failure or a "nothing to save"', () => {
    const failedStart = run([{ type: 'requestFailed', message: 'x' }], requested);
    expect(run([{ type: 'edited' }], failedStart)).toEqual(idleFlow);
    const unchanged = run([{ type: 'unchanged', message: 'Nothing to save' }]);
    expect(unchanged).toEqual({
      phase: 'idle',
      outcome: { tone: 'info', message: 'Nothing to save' },
    });
    expect(run([{ type: 'edited' }], unchanged)).toEqual(idleFlow);
  });

  it('a refused code goes back to awaiting the code, the dialog open (the message is under the field)', () => {
    const refused = run([{ type: 'verifyRefused' }], verifying);
    expect(refused).toEqual(awaiting);
  });

  it('a check that failed otherwise goes back to awaiting with the message in the dialog', () => {
    const state = run([{ type: 'verifyFailed', notice: failed }], verifying);
    expect(state.phase).toBe('awaitingCode');
    expect(pendingCodeOf(state)?.notice).toEqual(failed);
    // Another try clears it.
    expect(pendingCodeOf(run([{ type: 'verify' }], state))?.notice).toBeNull();
  });

  it('an expired code closes the dialog and says so beside the form', () => {
    const ended = run([{ type: 'verifyEnded', message: codeCheckMessages.expired }], verifying);
    expect(ended).toEqual({
      phase: 'idle',
      outcome: {
        tone: 'error',
        message: codeCheckMessages.expired,
      },
    });
    expect(pendingCodeOf(ended)).toBeNull();
  });
});

describe('changeFlowReducer: Resend Code', () => {
  it('sends the kept payload again: busy, then a new expiry and cooldown with its notice', () => {
    const resending = run([{ type: 'resend' }], awaiting);
    expect(pendingCodeOf(resending)).toMatchObject({ resending: true, payload });
    // A second click while one runs changes nothing.
    expect(run([{ type: 'resend' }], resending)).toBe(resending);
    const later = at + 90_000;
    const sent: FlowNotice = {
      tone: 'success',
      message: forgotPasswordMessages.newCodeSent,
    };
    const resent = run([{ type: 'resent', at: later, notice: sent }], resending);
    expect(pendingCodeOf(resent)).toEqual({
      payload,
      sentTo: 'alex.morgan@example.com',
      noticeTo: null,
      expiresAt: later + CODE_LIFETIME_MS,
      resendAvailableAt: later + RESEND_COOLDOWN_MS,
      resending: false,
      notice: sent,
    });
  });

  it("a 429 moves the cooldown to the server's retry_after; another failure keeps it", () => {
    const resending = run([{ type: 'resend' }], awaiting);
    const waited = run(
      [{ type: 'resendFailed', at: at + 18_000, retryAfterMs: 42_000, notice: failed }],
      resending,
    );
    expect(pendingCodeOf(waited)).toMatchObject({
      resending: false,
      notice: failed,
      resendAvailableAt: at + 60_000,
    });
    const other = run(
      [{ type: 'resendFailed', at: at + 70_000, retryAfterMs: null, notice: failed }],
      resending,
    );
    expect(pendingCodeOf(other)?.resendAvailableAt).toBe(at + RESEND_COOLDOWN_MS);
  });
});

describe('changeFlowReducer: Cancel and stale answers', () => {
  it('cancel closes the dialog and drops the pending change', () => {
    expect(run([{ type: 'cancel' }], awaiting)).toEqual(idleFlow);
  });

  it('cancel is ignored while the code is being checked (the dialog cannot close then)', () => {
    expect(run([{ type: 'cancel' }], verifying)).toBe(verifying);
  });

  it('answers that arrive after Cancel change nothing', () => {
    const cancelled = run([{ type: 'resend' }, { type: 'cancel' }], awaiting);
    expect(cancelled).toEqual(idleFlow);
    for (const late of [
      { type: 'resent', at, notice: failed },
      { type: 'resendFailed', at, notice: failed },
      { type: 'codeSent', at, sentTo: 'x@example.com' },
      { type: 'verified', message: 'ok' },
      { type: 'verifyRefused' },
      { type: 'verifyEnded', message: 'x' },
    ] satisfies Event[])
      expect(run([late], cancelled)).toBe(cancelled);
  });

  it('a second start while one is pending is ignored', () => {
    expect(run([{ type: 'request', payload: { new_first_name: 'B' } }], requested)).toBe(requested);
    expect(run([{ type: 'request', payload }], awaiting)).toBe(awaiting);
    expect(run([{ type: 'unchanged', message: 'x' }], awaiting)).toBe(awaiting);
  });

  it('hiding a notice in the dialog keeps the dialog', () => {
    const withNotice = run([{ type: 'verifyFailed', notice: failed }], verifying);
    expect(run([{ type: 'noticeHidden' }], withNotice)).toEqual(awaiting);
  });
});
