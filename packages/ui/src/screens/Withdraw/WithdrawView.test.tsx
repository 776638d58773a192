import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { loadLanguage } from '@tp/i18n';
import { withdrawalMessages, withdrawalValidation } from '@tp/messages';
import { setFormatLocale } from '../../format/formatLocale';
import { fixedNotice, sectionAutoHide, useNotice } from '../../widgets/LiveNotice';
import { WithdrawView } from './WithdrawView';

const submitted = withdrawalMessages.submitted('$500.00', 206);

function view(props: Partial<ComponentProps<typeof WithdrawView>>) {
  return (
    <WithdrawView
      balance={{ kind: 'ready', data: 12_500 }}
      pending={{ kind: 'ready', data: [] }}
      onRetryPending={() => undefined}
      onVerifyPending={() => undefined}
      onSubmit={() => undefined}
      notice={fixedNotice({ tone: 'success', message: submitted })}
      addressBook={{ kind: 'loading' }}
      {...props}
    />
  );
}

/** The Screen's wiring of the notice: held while the code dialog is open. */
function WithSubmittedNotice({ dialogOpen }: { dialogOpen: boolean }) {
  const notice = useNotice({ tone: 'success', message: submitted }, sectionAutoHide, dialogOpen);
  return view({ notice });
}

describe('WithdrawView success message (spec 2 §9: clears after 3 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits while the code dialog covers it, then clears 3 s after the dialog closes', () => {
    const { rerender } = render(<WithSubmittedNotice dialogOpen />);
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('status')).toHaveTextContent('Reference ID: 206');

    rerender(<WithSubmittedNotice dialogOpen={false} />);
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.getByRole('status')).toHaveTextContent('Reference ID: 206');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(/Reference ID: 206/)).toBeNull();
  });
});

describe('WithdrawView form', () => {
  const amount = () => screen.getByLabelText('Amount (USD)');
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit Withdrawal' }));

  it("drops the amount's message when the method changes (its limits depend on the method)", async () => {
    render(view({ notice: fixedNotice(null) }));
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
    render(view({ notice: fixedNotice(null), onSubmit }));
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

describe("WithdrawView in the profile's language (D18)", () => {
  afterEach(() => act(() => loadLanguage('en', () => setFormatLocale(undefined))));

  it("writes the amount's placeholder in the locale's format (0,00 in Spanish; 0.00 in English)", async () => {
    const { unmount } = render(view({ notice: fixedNotice(null) }));
    expect(screen.getByLabelText('Amount (USD)')).toHaveAttribute('placeholder', '0.00');
    unmount();
    await act(() => loadLanguage('es', (_, locale) => setFormatLocale(locale)));
    render(view({ notice: fixedNotice(null) }));
    expect(screen.getByLabelText('Importe (USD)')).toHaveAttribute('placeholder', '0,00');
  });
});
