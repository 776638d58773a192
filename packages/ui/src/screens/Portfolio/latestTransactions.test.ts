import { mergeTransactions } from '@tp/api';
import { describe, expect, it } from 'vitest';
import { latestTransactions, portfolioTransactionCount } from './latestTransactions';

type DepositRecord = Parameters<typeof mergeTransactions>[0][number];
type WithdrawalRecord = Parameters<typeof mergeTransactions>[1][number];

const deposit = (id: number, created_at: string): DepositRecord => ({
  id,
  amount: 100 * id,
  payment_method: 'Cryptocurrency',
  wallet_id: null,
  wallet_address: null,
  cryptoType: 'BTC',
  status: 'approved',
  created_at,
  proof_url: null,
});

const withdrawal = (
  id: number,
  created_at: string,
  withdrawal_method: WithdrawalRecord['withdrawal_method'] = 'Bank Transfer',
): WithdrawalRecord => ({
  id,
  amount: 10 * id,
  withdrawal_method,
  status: 'approved',
  created_at,
  wallet_address: null,
  chain: null,
  bank_account: null,
  recipient_email: withdrawal_method === 'Transfer' ? 'jamie.lee@example.com' : null,
});

describe('latestTransactions (spec 2 §9: Portfolio shows the latest 5)', () => {
  it('takes the 5 newest of the merged deposits, withdrawals and transfers', () => {
    const ledger = mergeTransactions(
      [
        deposit(1, '2025-03-15T11:00:00Z'),
        deposit(2, '2026-05-28T08:05:00Z'),
        deposit(3, '2025-07-01T16:20:00Z'),
        deposit(4, '2026-01-08T12:00:00Z'),
      ],
      [
        withdrawal(1, '2025-09-10T14:00:00Z'),
        withdrawal(2, '2025-10-05T10:00:00Z', 'Transfer'),
        withdrawal(3, '2026-03-02T18:30:00Z', 'Cryptocurrency'),
      ],
    );
    expect(portfolioTransactionCount).toBe(5);
    expect(latestTransactions(ledger).map((row) => row.key)).toEqual([
      'deposit-2',
      'withdrawal-3',
      'deposit-4',
      'withdrawal-2',
      'withdrawal-1',
    ]);
  });

  it('shows all of a shorter ledger, and none of an empty one', () => {
    const ledger = mergeTransactions([deposit(1, '2025-03-15T11:00:00Z')], []);
    expect(latestTransactions(ledger)).toHaveLength(1);
    expect(latestTransactions([])).toEqual([]);
  });
});
