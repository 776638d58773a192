import { describe, expect, it } from 'vitest';
import { codeCheckMessages, profileMessages } from '@tp/messages';
import type { CodeSent } from '../../widgets/CodeDialog';
import {
  changeFlowReducer,
  idleFlow,
  outcomeOf,
  pendingCodeOf,
  type ChangeFlowEvent,
  type ChangeFlowState,
} from './changeFlow';

// The code's own states (its times, resend and its countdown) are the dialog's: codeConfirmation.test.ts.

type Payload = { new_first_name: string };
type State = ChangeFlowState<Payload>;
type Event = ChangeFlowEvent<Payload>;

const payload: Payload = { new_first_name: 'Alexandra' };
const sent: CodeSent = {
  at: 1_781_000_000_000,
  challenge: { serverTime: 0, expiresAt: 600_000, resendAt: 60_000, emailSent: true },
};

const run = (events: Event[], from: State = idleFlow) =>
  events.reduce<State>((state, event) => changeFlowReducer(state, event), from);

const requested = run([{ type: 'request', payload }]);
const awaiting = run([{ type: 'codeSent', sentTo: 'alex.morgan@example.com', sent }], requested);

describe('changeFlowReducer: idle → requesting → awaiting code → done', () => {
  it('starts idle with nothing to say and no dialog', () => {
    expect(idleFlow).toEqual({ phase: 'idle', outcome: null });
    expect(pendingCodeOf(idleFlow)).toBeNull();
    expect(outcomeOf(idleFlow)).toBeNull();
  });

  it('a sent code opens the dialog with the payload kept for Resend and the server times for the dialog', () => {
    expect(requested).toEqual({ phase: 'requesting', payload });
    expect(pendingCodeOf(requested)).toBeNull();
    expect(pendingCodeOf(awaiting)).toEqual({
      payload,
      sentTo: 'alex.morgan@example.com',
      noticeTo: null,
      sent,
    });
  });

  it('D12: a new address gets the code, the old one the notice', () => {
    const state = run(
      [{ type: 'codeSent', sentTo: 'new@example.com', noticeTo: 'alex.morgan@example.com', sent }],
      requested,
    );
    expect(pendingCodeOf(state)).toMatchObject({
      sentTo: 'new@example.com',
      noticeTo: 'alex.morgan@example.com',
    });
  });

  it('the right code ends in done with the success beside the form, and the dialog closed', () => {
    const done = run(
      [{ type: 'verified', message: profileMessages.personalInfoUpdated }],
      awaiting,
    );
    expect(done).toEqual({
      phase: 'done',
      outcome: { tone: 'success', message: profileMessages.personalInfoUpdated },
    });
    expect(pendingCodeOf(done)).toBeNull();
    // Another change can start while (or after) the success shows.
    expect(run([{ type: 'request', payload }], done)).toEqual(requested);
  });

  it('an edit while the success shows leaves it its 3 s', () => {
    const done = run([{ type: 'verified', message: 'ok' }], awaiting);
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

  it('an expired code closes the dialog and says so beside the form', () => {
    const ended = run([{ type: 'verifyEnded', message: codeCheckMessages.expired }], awaiting);
    expect(ended).toEqual({
      phase: 'idle',
      outcome: { tone: 'error', message: codeCheckMessages.expired },
    });
    expect(pendingCodeOf(ended)).toBeNull();
  });
});

describe('changeFlowReducer: Cancel and stale answers', () => {
  it('cancel closes the dialog and drops the pending change', () => {
    expect(run([{ type: 'cancel' }], awaiting)).toEqual(idleFlow);
  });

  it('answers that arrive after Cancel change nothing', () => {
    const cancelled = run([{ type: 'cancel' }], awaiting);
    for (const late of [
      { type: 'codeSent', sentTo: 'x@example.com', sent },
      { type: 'verified', message: 'ok' },
      { type: 'verifyEnded', message: 'x' },
      { type: 'requestFailed', message: 'x' },
    ] satisfies Event[])
      expect(run([late], cancelled)).toBe(cancelled);
  });

  it('a second start while one is pending is ignored', () => {
    expect(run([{ type: 'request', payload: { new_first_name: 'B' } }], requested)).toBe(requested);
    expect(run([{ type: 'request', payload }], awaiting)).toBe(awaiting);
    expect(run([{ type: 'unchanged', message: 'x' }], awaiting)).toBe(awaiting);
  });
});
