import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeValidation } from '@tp/messages';
import { CodeDialogView, type CodeDialogViewProps } from './CodeDialogView';
import { formatTime } from '../../format';
import { CODE_LIFETIME_MS, RESEND_COOLDOWN_MS, secondsUntil } from './codeTiming';

const start = new Date('2026-06-15T14:05:00').getTime();

function renderDialog(props: Partial<CodeDialogViewProps> = {}) {
  const all: CodeDialogViewProps = {
    open: true,
    title: 'Confirm with a code',
    description: 'Enter the 6-digit code we e-mailed you.',
    missingCodeMessage: codeValidation.codeRequired,
    onVerify: vi.fn(),
    onResend: vi.fn(),
    onCancel: vi.fn(),
    ...props,
  };
  const view = render(<CodeDialogView {...all} />);
  return {
    ...all,
    rerender: (next: Partial<CodeDialogViewProps>) =>
      view.rerender(<CodeDialogView {...all} {...next} />),
  };
}

const resendButton = () => screen.getByRole('button', { name: 'Resend Code' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('secondsUntil', () => {
  it('counts whole seconds up, and never below zero', () => {
    expect(secondsUntil(start + 42_000, start)).toBe(42);
    expect(secondsUntil(start + 41_001, start)).toBe(42);
    expect(secondsUntil(start + 1, start)).toBe(1);
    expect(secondsUntil(start, start)).toBe(0);
    expect(secondsUntil(start - 5_000, start)).toBe(0);
  });
});

describe('CodeDialogView timing (D1)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('without the timing props shows neither the expiry nor a countdown, and Resend Code works', () => {
    const { onResend } = renderDialog();
    expect(screen.queryByText(/The code expires at/)).toBeNull();
    expect(screen.queryByText(/Resend available in/)).toBeNull();
    expect(resendButton()).toBeEnabled();
    expect(resendButton()).not.toHaveAttribute('aria-describedby');
    fireEvent.click(resendButton());
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('says when the code expires', () => {
    renderDialog({ expiresAt: start + CODE_LIFETIME_MS });
    expect(
      screen.getByText(`The code expires at ${formatTime(start + CODE_LIFETIME_MS)}.`),
    ).toBeInTheDocument();
  });

  it('keeps Resend Code disabled, counting down, until the cooldown is over', () => {
    const { onResend } = renderDialog({ resendAvailableAt: start + RESEND_COOLDOWN_MS });
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveAccessibleDescription('Resend available in 60 s');
    fireEvent.click(resendButton());
    expect(onResend).not.toHaveBeenCalled();

    advance(18_000);
    expect(screen.getByText('Resend available in 42 s')).toBeInTheDocument();
    advance(41_000);
    expect(screen.getByText('Resend available in 1 s')).toBeInTheDocument();
    advance(1_000);
    expect(screen.queryByText(/Resend available in/)).toBeNull();
    expect(resendButton()).toBeEnabled();
    expect(resendButton()).not.toHaveAttribute('aria-describedby');
    fireEvent.click(resendButton());
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('starts counting again when the wait moves (a resend, or the server asking to wait)', () => {
    const { rerender } = renderDialog({ resendAvailableAt: start + RESEND_COOLDOWN_MS });
    advance(RESEND_COOLDOWN_MS);
    expect(resendButton()).toBeEnabled();

    // The server answered 429 with retry_after: 42.
    rerender({ resendAvailableAt: Date.now() + 42_000 });
    advance(0);
    expect(resendButton()).toBeDisabled();
    expect(screen.getByText('Resend available in 42 s')).toBeInTheDocument();
    advance(42_000);
    expect(resendButton()).toBeEnabled();
  });

  it('a wait already over leaves Resend Code enabled', () => {
    renderDialog({ resendAvailableAt: start - 1_000 });
    expect(resendButton()).toBeEnabled();
    expect(screen.queryByText(/Resend available in/)).toBeNull();
  });
});
