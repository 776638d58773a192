import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { depositMessages } from '@tp/messages';
import { DepositOutcome, type DepositOutcomeMessage } from './DepositOutcome';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const success: DepositOutcomeMessage = {
  tone: 'success',
  message: depositMessages.success('$250.00', 7),
};

describe('DepositOutcome', () => {
  it('puts the success text into a live region that was there before it, and clears it after 3 s (spec 2 §9)', () => {
    const onHide = vi.fn();
    const { rerender } = render(<DepositOutcome outcome={null} onHide={onHide} />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    rerender(<DepositOutcome outcome={success} onHide={onHide} />);
    // The same element: screen readers announce changes to a live region, not its arrival.
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Your deposit of $250.00 is being processed. Reference ID: 7');

    act(() => vi.advanceTimersByTime(2_999));
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('keeps the notification warning until dismissed', () => {
    const onHide = vi.fn();
    render(
      <DepositOutcome
        outcome={{ tone: 'warning', message: depositMessages.notificationFailed }}
        onHide={onHide}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(depositMessages.notificationFailed);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onHide).not.toHaveBeenCalled();
  });

  it('shows failures as alerts', () => {
    render(
      <DepositOutcome
        outcome={{ tone: 'error', message: depositMessages.createFailed }}
        onHide={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(depositMessages.createFailed);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
