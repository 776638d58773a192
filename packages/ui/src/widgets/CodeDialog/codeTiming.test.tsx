import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeValidation } from '@tp/messages';
import { CodeForm, type CodeFormProps } from './CodeForm';
import { formatTime } from '../../format';
import { secondsUntil } from './codeTiming';

const start = new Date('2026-06-15T14:05:00').getTime();
// The times the mock server gives a code it sends (D1).
const CODE_LIFETIME_MS = 10 * 60_000;
const RESEND_COOLDOWN_MS = 60_000;

function renderDialog(props: Partial<CodeFormProps> = {}) {
  const all: CodeFormProps = {
    missingCodeMessage: codeValidation.codeRequired,
    disableVerifyWhileEmpty: false,
    resendBusy: false,
    notice: null,
    onNoticeHide: vi.fn(),
    hint: '6 digits, from the e-mail we sent you.',
    canResend: true,
    onVerify: vi.fn(async () => undefined),
    onResend: vi.fn(),
    onCancel: vi.fn(),
    ...props,
  };
  const view = render(<CodeForm {...all} />);
  return {
    ...all,
    rerender: (next: Partial<CodeFormProps>) => view.rerender(<CodeForm {...all} {...next} />),
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

describe('the code form timing (D1)', () => {
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
    const { onResend } = renderDialog({ resendAt: start + RESEND_COOLDOWN_MS });
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
    const { rerender } = renderDialog({ resendAt: start + RESEND_COOLDOWN_MS });
    advance(RESEND_COOLDOWN_MS);
    expect(resendButton()).toBeEnabled();

    // The server answered 429 with retry_after: 42.
    rerender({ resendAt: Date.now() + 42_000 });
    advance(0);
    expect(resendButton()).toBeDisabled();
    expect(screen.getByText('Resend available in 42 s')).toBeInTheDocument();
    advance(42_000);
    expect(resendButton()).toBeEnabled();
  });

  it('a wait already over leaves Resend Code enabled', () => {
    renderDialog({ resendAt: start - 1_000 });
    expect(resendButton()).toBeEnabled();
    expect(screen.queryByText(/Resend available in/)).toBeNull();
  });
});
