import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Withdrawal } from '@tp/api';
import { withdrawalMessages } from '@tp/messages';
import { PendingWithdrawals } from './PendingWithdrawals';

const bankRow: Withdrawal = {
  id: 7,
  amount: 750,
  withdrawal_method: 'Bank Transfer',
  status: 'pending',
  created_at: '2026-06-15T12:00:00Z',
  wallet_address: null,
  chain: null,
  bank_account: 'GB29NWBK60161331926819',
  recipient_email: null,
};

function phoneWidth(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

const failed = {
  kind: 'error',
  message: withdrawalMessages.pendingLoadFailed,
  retrying: false,
} as const;

describe('PendingWithdrawals on a phone', () => {
  beforeEach(() => phoneWidth(true));

  it('lists each request as a card, the bank account masked, with its Verify', async () => {
    const onVerify = vi.fn();
    render(
      <PendingWithdrawals
        status={{ kind: 'ready', data: [bankRow] }}
        onRetry={vi.fn()}
        onVerify={onVerify}
      />,
    );
    const list = screen.getByRole('list', { name: 'Pending Withdrawals' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('****6819');
    expect(item).not.toHaveTextContent('GB29');
    expect(item).toHaveTextContent('$750.00');
    expect(within(item!).getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    await userEvent.click(within(item!).getByRole('button', { name: 'Verify withdrawal 7' }));
    expect(onVerify).toHaveBeenCalledWith(bankRow);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when there are none', () => {
    render(
      <PendingWithdrawals
        status={{ kind: 'ready', data: [] }}
        onRetry={vi.fn()}
        onVerify={vi.fn()}
      />,
    );
    expect(screen.getByText('No pending withdrawals')).toBeInTheDocument();
  });

  it('shows loading', () => {
    render(
      <PendingWithdrawals status={{ kind: 'loading' }} onRetry={vi.fn()} onVerify={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading pending withdrawals');
  });

  it('shows the load failure with Try Again', async () => {
    const onRetry = vi.fn();
    render(<PendingWithdrawals status={failed} onRetry={onRetry} onVerify={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(withdrawalMessages.pendingLoadFailed);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the failure while Try Again runs, its button busy', () => {
    render(
      <PendingWithdrawals
        status={{ ...failed, retrying: true }}
        onRetry={vi.fn()}
        onVerify={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(withdrawalMessages.pendingLoadFailed);
    expect(screen.getByRole('button', { name: 'Try Again' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('PendingWithdrawals on a wider screen', () => {
  it('is a table', () => {
    phoneWidth(false);
    render(
      <PendingWithdrawals
        status={{ kind: 'ready', data: [bankRow] }}
        onRetry={vi.fn()}
        onVerify={vi.fn()}
      />,
    );
    const table = screen.getByRole('table', { name: 'Pending Withdrawals' });
    expect(within(table).getByText('****6819')).toBeInTheDocument();
  });
});
