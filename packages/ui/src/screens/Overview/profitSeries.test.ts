import type { Transaction } from '@tp/api';
import { describe, expect, it } from 'vitest';
import { ledgerMovements, netDepositsBy, profitSeries } from './profitSeries';

function entry(
  key: string,
  type: Transaction['type'],
  amount: number,
  status: string,
  createdAt: string,
): Transaction {
  return {
    key,
    id: 1,
    type,
    amount,
    status,
    method: type === 'Transfer' ? 'Transfer' : 'Cryptocurrency',
    createdAt,
    timestamp: Date.parse(createdAt),
    cryptoType: null,
    recipientEmail: null,
  };
}

/** Alex's seeded ledger (mocks/src/backend/seed.ts), newest first as the API merges it. */
const alexLedger: Transaction[] = [
  entry('deposit-6', 'Deposit', 750, 'pending', '2026-05-28T08:05:00Z'),
  entry('withdrawal-3', 'Withdraw', -250, 'expired', '2026-03-02T18:30:00Z'),
  entry('deposit-4', 'Deposit', 300, 'rejected', '2026-01-08T12:00:00Z'),
  entry('withdrawal-2', 'Transfer', -1000, 'approved', '2025-10-05T10:00:00Z'),
  entry('withdrawal-1', 'Withdraw', -1500, 'approved', '2025-09-10T14:00:00Z'),
  entry('deposit-3', 'Deposit', 5000, 'approved', '2025-07-01T16:20:00Z'),
  entry('deposit-1', 'Deposit', 10_000, 'approved', '2025-03-15T11:00:00Z'),
];

describe('net deposits from the ledger', () => {
  it('counts settled deposits in, settled withdrawals and sent transfers out, nothing pending, rejected or expired', () => {
    const movements = ledgerMovements(alexLedger);
    expect(movements).toEqual([
      { date: '2025-10-05', cents: -100_000 },
      { date: '2025-09-10', cents: -150_000 },
      { date: '2025-07-01', cents: 500_000 },
      { date: '2025-03-15', cents: 1_000_000 },
    ]);
    expect(netDepositsBy(movements, '2025-03-14')).toBe(0);
    // An entry counts from the day it was requested, that day included.
    expect(netDepositsBy(movements, '2025-03-15')).toBe(10_000);
    expect(netDepositsBy(movements, '2025-09-30')).toBe(13_500);
    expect(netDepositsBy(movements, '2026-06-15')).toBe(12_500);
  });

  it("counts the spec's default status `completed` as settled and leaves out entries with unreadable dates", () => {
    const movements = ledgerMovements([
      entry('deposit-1', 'Deposit', 200.1, 'completed', '2025-03-15T23:59:59Z'),
      entry('deposit-2', 'Deposit', 999, 'approved', 'not a date'),
    ]);
    expect(movements).toEqual([{ date: '2025-03-15', cents: 20_010 }]);
  });

  it('reads a request late in the day by its UTC calendar day, like the history dates', () => {
    const movements = ledgerMovements([
      entry('deposit-1', 'Deposit', 100, 'approved', '2025-03-15T23:30:00-05:00'),
    ]);
    expect(movements[0]?.date).toBe('2025-03-16');
  });
});

describe('profitSeries (D10: the history minus net deposits)', () => {
  it('subtracts the net deposits made by each point’s date, to the cent', () => {
    const history = [
      { date: '2025-03-14', value: 0 },
      { date: '2025-06-15', value: 10_625 },
      { date: '2025-07-01', value: 15_500.1 },
      { date: '2025-09-10', value: 12_000 },
      { date: '2025-10-05', value: 12_600.2 },
      { date: '2026-06-15', value: 12_500 },
    ];
    expect(profitSeries(history, alexLedger)).toEqual([
      { date: '2025-03-14', value: 0 },
      { date: '2025-06-15', value: 625 },
      { date: '2025-07-01', value: 500.1 },
      { date: '2025-09-10', value: -1500 },
      { date: '2025-10-05', value: 100.2 },
      { date: '2026-06-15', value: 0 },
    ]);
  });

  it('is the history itself when the ledger is empty, and empty for an empty history', () => {
    const history = [{ date: '2026-06-15', value: 3200 }];
    expect(profitSeries(history, [])).toEqual(history);
    expect(profitSeries([], alexLedger)).toEqual([]);
  });
});
