import { describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { ApiError } from '@tp/api';
import { useEffect, useState } from 'react';
import type { StepUpGateHostProps } from './StepUpGateHost';
import { StepUpCancelled } from './stepUpGate';
import { useLazyStepUpGate, type LazyStepUpGate } from './useLazyStepUpGate';

const stepUpRequired = () =>
  ApiError.fromAnswer(403, { detail: 'Confirm it is you.', code: 'step_up_required' });

/**
 * A stand-in for the real gate: it tries the action once, "proves" the identity (or the user cancels), then tries
 * it again, as `useStepUpGate` does.
 */
function fakeHost(outcome: 'proven' | 'cancelled') {
  const tries: unknown[] = [];
  function Host({ onReady }: StepUpGateHostProps) {
    useEffect(() =>
      onReady(async (action) => {
        try {
          return await action();
        } catch (error) {
          tries.push(error);
        }
        if (outcome === 'cancelled') throw new StepUpCancelled();
        return action();
      }),
    );
    return <p>The gate</p>;
  }
  return { Host, tries };
}

function renderGate(load: () => Promise<(props: StepUpGateHostProps) => React.ReactElement>) {
  const gate: { current: LazyStepUpGate | null } = { current: null };
  function Page() {
    const [loader] = useState(() => load);
    const lazyGate = useLazyStepUpGate(loader);
    gate.current = lazyGate;
    return lazyGate.dialog;
  }
  const view = render(<Page />);
  return { gate: () => gate.current!, view };
}

describe('useLazyStepUpGate', () => {
  it('runs a change that needs no step-up without loading the gate', async () => {
    const load = vi.fn(async () => fakeHost('proven').Host);
    const { gate, view } = renderGate(load);
    await expect(gate().run(async () => 'done')).resolves.toBe('done');
    expect(load).not.toHaveBeenCalled();
    expect(view.queryByText('The gate')).toBeNull();
  });

  it('loads the gate on a step-up refusal and hands it that refusal: the change is sent once more, not twice', async () => {
    const host = fakeHost('proven');
    const { gate, view } = renderGate(async () => host.Host);
    const action = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(stepUpRequired())
      .mockResolvedValueOnce('saved');
    let result: Promise<string> = Promise.resolve('');
    act(() => {
      result = gate().run(action);
    });
    await expect(result).resolves.toBe('saved');
    expect(action).toHaveBeenCalledTimes(2);
    // The gate's first try was the refusal the page already had.
    expect(host.tries).toEqual([expect.objectContaining({ code: 'step_up_required' })]);
    await waitFor(() => expect(view.getByText('The gate')).toBeTruthy());
  });

  it('passes other failures through, and tells a cancelled step-up from them', async () => {
    const host = fakeHost('cancelled');
    const { gate } = renderGate(async () => host.Host);
    const failure = ApiError.fromAnswer(500, { detail: 'x' });
    await expect(gate().run(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(gate().isCancelled(failure)).toBe(false);

    let cancelled: Promise<unknown> = Promise.resolve(null);
    act(() => {
      cancelled = gate()
        .run(() => Promise.reject(stepUpRequired()))
        .catch((error: unknown) => error);
    });
    expect(gate().isCancelled(await cancelled)).toBe(true);
  });
});
