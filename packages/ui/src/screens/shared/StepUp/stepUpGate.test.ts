import { httpErrors } from '@tp/messages';
import { describe, expect, it, vi } from 'vitest';
import {
  closedGate,
  isGateOpen,
  isStepUpCancelled,
  runGated,
  StepUpCancelled,
  stepUpGateReducer,
  type StepUpGateEvent,
  type StepUpGateState,
} from './stepUpGate';

const run = (events: StepUpGateEvent[], from: StepUpGateState = closedGate) =>
  events.reduce(stepUpGateReducer, from);

const locked = { message: httpErrors.tooManyRequests, retryAt: 1_000 };

describe('stepUpGateReducer', () => {
  it('opens when a change needs a proof, with the code field when a second factor is on', () => {
    expect(run([{ type: 'required', askCode: false, offerPasskey: false }])).toEqual({
      phase: 'asking',
      askCode: false,
      offerPasskey: false,
      failure: null,
    });
    expect(run([{ type: 'required', askCode: true, offerPasskey: false }])).toMatchObject({
      askCode: true,
    });
  });

  it('is busy while the proof is checked and while the change runs again, then closes', () => {
    const proving = run([
      { type: 'required', askCode: false, offerPasskey: false },
      { type: 'submitted' },
    ]);
    expect(proving.phase).toBe('proving');
    const resuming = stepUpGateReducer(proving, { type: 'proven' });
    expect(resuming.phase).toBe('resuming');
    expect(isGateOpen(resuming)).toBe(true);
    expect(stepUpGateReducer(resuming, { type: 'settled' })).toBe(closedGate);
  });

  it('asks again after a refusal, with its failure, which the next try clears', () => {
    const refused = run([
      { type: 'required', askCode: false, offerPasskey: false },
      { type: 'submitted' },
      { type: 'refused', askCode: false, offerPasskey: false, failure: locked },
    ]);
    expect(refused).toEqual({
      phase: 'asking',
      askCode: false,
      offerPasskey: false,
      failure: locked,
    });
    expect(stepUpGateReducer(refused, { type: 'submitted' })).toMatchObject({
      phase: 'proving',
      failure: null,
    });
  });

  it('shows the code field once the server asks for it, and keeps it', () => {
    const codeNeeded = run([
      { type: 'required', askCode: false, offerPasskey: false },
      { type: 'submitted' },
      { type: 'refused', askCode: true, offerPasskey: false, failure: null },
    ]);
    expect(codeNeeded).toMatchObject({ phase: 'asking', askCode: true });
    expect(
      run(
        [
          { type: 'submitted' },
          { type: 'refused', askCode: false, offerPasskey: false, failure: null },
        ],
        codeNeeded,
      ),
    ).toMatchObject({ askCode: true });
  });

  it('offers a passkey when the account has one, or once the server asks for one', () => {
    expect(run([{ type: 'required', askCode: false, offerPasskey: true }])).toMatchObject({
      offerPasskey: true,
    });
    const passkeyNeeded = run([
      { type: 'required', askCode: false, offerPasskey: false },
      { type: 'submitted' },
      { type: 'refused', askCode: false, offerPasskey: true, failure: null },
    ]);
    expect(passkeyNeeded).toMatchObject({ phase: 'asking', offerPasskey: true });
  });

  it('lets a second change join the open dialog', () => {
    const asking = run([{ type: 'required', askCode: false, offerPasskey: false }]);
    expect(
      stepUpGateReducer(asking, { type: 'required', askCode: false, offerPasskey: false }),
    ).toBe(asking);
    expect(
      stepUpGateReducer(asking, { type: 'required', askCode: true, offerPasskey: false }),
    ).toMatchObject({
      phase: 'asking',
      askCode: true,
    });
    const proving = stepUpGateReducer(asking, { type: 'submitted' });
    expect(
      stepUpGateReducer(proving, { type: 'required', askCode: false, offerPasskey: false }),
    ).toBe(proving);
  });

  it('cancels only while it waits for the user', () => {
    const asking = run([{ type: 'required', askCode: false, offerPasskey: false }]);
    expect(stepUpGateReducer(asking, { type: 'cancelled' })).toBe(closedGate);
    const proving = stepUpGateReducer(asking, { type: 'submitted' });
    expect(stepUpGateReducer(proving, { type: 'cancelled' })).toBe(proving);
    const resuming = stepUpGateReducer(proving, { type: 'proven' });
    expect(stepUpGateReducer(resuming, { type: 'cancelled' })).toBe(resuming);
  });

  it('ignores answers that do not belong to its phase', () => {
    expect(stepUpGateReducer(closedGate, { type: 'proven' })).toBe(closedGate);
    expect(stepUpGateReducer(closedGate, { type: 'settled' })).toBe(closedGate);
    expect(
      stepUpGateReducer(closedGate, {
        type: 'refused',
        askCode: true,
        offerPasskey: false,
        failure: locked,
      }),
    ).toBe(closedGate);
    const asking = run([{ type: 'required', askCode: false, offerPasskey: false }]);
    expect(stepUpGateReducer(asking, { type: 'proven' })).toBe(asking);
    expect(stepUpGateReducer(asking, { type: 'settled' })).toBe(asking);
  });
});

const required = Object.assign(new Error('step up'), { stepUp: true });
const needsProof = (error: unknown) => error === required;

describe('runGated', () => {
  it('answers the change at once when no proof is needed, without asking', async () => {
    const prove = vi.fn();
    await expect(runGated(async () => 'done', prove, needsProof)).resolves.toBe('done');
    expect(prove).not.toHaveBeenCalled();
  });

  it('passes on any other failure without asking', async () => {
    const prove = vi.fn();
    const failure = new Error('server');
    await expect(runGated(() => Promise.reject(failure), prove, needsProof)).rejects.toBe(failure);
    expect(prove).not.toHaveBeenCalled();
  });

  it('asks for the proof, runs the change once more and settles the dialog after it', async () => {
    const order: string[] = [];
    const action = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(required)
      .mockImplementationOnce(async () => {
        order.push('second run');
        return 'changed';
      });
    const prove = vi.fn(async () => {
      order.push('proven');
      return () => order.push('dialog closes');
    });
    await expect(runGated(action, prove, needsProof)).resolves.toBe('changed');
    expect(action).toHaveBeenCalledTimes(2);
    expect(order).toEqual(['proven', 'second run', 'dialog closes']);
  });

  it('answers the second outcome, even a second refusal, and never loops', async () => {
    const settled = vi.fn();
    const action = vi.fn(() => Promise.reject(required));
    await expect(runGated(action, async () => settled, needsProof)).rejects.toBe(required);
    expect(action).toHaveBeenCalledTimes(2);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('rejects with StepUpCancelled on Cancel, and does not run the change again', async () => {
    const action = vi.fn(() => Promise.reject(required));
    const outcome = runGated(action, () => Promise.reject(new StepUpCancelled()), needsProof);
    await expect(outcome).rejects.toBeInstanceOf(StepUpCancelled);
    expect(action).toHaveBeenCalledTimes(1);
    expect(isStepUpCancelled(await outcome.catch((error: unknown) => error))).toBe(true);
    expect(isStepUpCancelled(new Error('other'))).toBe(false);
  });
});
