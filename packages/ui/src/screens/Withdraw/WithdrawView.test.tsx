import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { withdrawalMessages } from '@tp/messages';
import { WithdrawView } from './WithdrawView';

const submitted = withdrawalMessages.submitted('$500.00', 206);

function view(props: Partial<ComponentProps<typeof WithdrawView>>) {
  return (
    <WithdrawView
      balance={{ kind: 'ready', data: 12_500 }}
      pending={{ kind: 'ready', data: [] }}
      onPendingRetry={() => undefined}
      onVerifyPending={() => undefined}
      onSubmit={() => undefined}
      banner={{ tone: 'success', message: submitted }}
      {...props}
    />
  );
}

describe('WithdrawView success message (spec 2 §9: clears after 3 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits while the code dialog covers it, then clears 3 s after the dialog closes', () => {
    const onBannerHide = vi.fn();
    const { rerender } = render(view({ holdBanner: true, onBannerHide }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(onBannerHide).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Reference ID: 206');

    rerender(view({ holdBanner: false, onBannerHide }));
    act(() => vi.advanceTimersByTime(2_900));
    expect(onBannerHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onBannerHide).toHaveBeenCalledTimes(1);
  });
});
