import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { withdrawalMessages, withdrawalValidation } from '@tp/messages';
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

describe('WithdrawView form', () => {
  const amount = () => screen.getByLabelText('Amount (USD)');
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit Withdrawal' }));

  it("drops the amount's message when the method changes (its limits depend on the method)", async () => {
    render(view({ banner: null }));
    await userEvent.type(amount(), '1');
    await submit();
    expect(amount()).toHaveAccessibleDescription(
      expect.stringContaining(withdrawalValidation.belowMinimum(5)),
    );
    await userEvent.selectOptions(screen.getByLabelText('Withdrawal method'), 'Cryptocurrency');
    expect(amount()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(withdrawalValidation.belowMinimum(5))).toBeNull();
    expect(amount()).toHaveValue('1');
  });

  it("starts over when the submit answers 'reset'", async () => {
    const onSubmit = vi.fn(async () => 'reset' as const);
    render(view({ banner: null, onSubmit }));
    await userEvent.type(amount(), '500');
    await userEvent.selectOptions(screen.getByLabelText('Withdrawal method'), 'Bank Transfer');
    await userEvent.type(screen.getByLabelText('Bank account number'), '12345678');
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(amount()).toHaveValue(''));
    expect(screen.getByLabelText('Withdrawal method')).toHaveValue('');
    expect(screen.queryByLabelText('Bank account number')).toBeNull();
  });
});
