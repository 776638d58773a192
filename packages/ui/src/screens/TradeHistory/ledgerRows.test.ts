import type { LedgerEntry } from '@tp/api';
import { describe, expect, it } from 'vitest';
import {
  formatLedgerAmount,
  formatLedgerDate,
  ledgerDetails,
  statusBesideCounterparty,
} from './ledgerRows';

const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'deposit-1',
  type: 'Deposit',
  amount: 10_000,
  status: 'approved',
  method: 'Cryptocurrency',
  created_at: '2025-03-15T11:00:00Z',
  crypto_type: 'BTC',
  recipient_email: null,
  sender_email: null,
  ...overrides,
});

const sent = entry({
  id: 'withdrawal-2',
  type: 'Transfer',
  amount: -1_000,
  method: 'Transfer',
  crypto_type: null,
  recipient_email: 'jamie.lee@example.com',
});
const received = entry({
  id: 'transfer-in-7',
  type: 'Transfer',
  amount: 60,
  method: 'Transfer',
  crypto_type: null,
  sender_email: 'jamie.lee@example.com',
});

describe('ledgerDetails (D11)', () => {
  it('names the recipient of a sent transfer', () => {
    expect(ledgerDetails(sent)).toEqual({
      kind: 'to',
      email: 'jamie.lee@example.com',
      text: 'To: jamie.lee@example.com',
    });
  });

  it('names the sender of a received transfer', () => {
    expect(ledgerDetails(received).text).toBe('From: jamie.lee@example.com');
    expect(ledgerDetails(received).kind).toBe('from');
  });

  it('otherwise says the status', () => {
    expect(ledgerDetails(entry({ status: 'pending' }))).toEqual({
      kind: 'status',
      status: 'pending',
      text: 'Pending',
    });
    expect(ledgerDetails(entry({ type: 'Withdraw', status: 'expired' })).text).toBe('Expired');
  });

  it('otherwise a dash', () => {
    expect(ledgerDetails(entry({ status: '' as LedgerEntry['status'] }))).toEqual({
      kind: 'none',
      text: '-',
    });
  });

  it('reads an empty e-mail as none', () => {
    expect(ledgerDetails(entry({ recipient_email: '  ', status: 'rejected' })).text).toBe(
      'Rejected',
    );
  });

  it('prefers the recipient when both e-mails are set', () => {
    expect(ledgerDetails({ ...sent, sender_email: 'someone@example.com' }).kind).toBe('to');
  });
});

describe('statusBesideCounterparty', () => {
  it('shows the status of a transfer that has not gone through', () => {
    const pending = { ...sent, status: 'pending' as const };
    expect(statusBesideCounterparty(pending, ledgerDetails(pending))).toBe('pending');
  });

  it('says nothing for an approved transfer or when the details are the status', () => {
    expect(statusBesideCounterparty(sent, ledgerDetails(sent))).toBeNull();
    const pendingDeposit = entry({ status: 'pending' });
    expect(statusBesideCounterparty(pendingDeposit, ledgerDetails(pendingDeposit))).toBeNull();
  });
});

describe('formatLedgerAmount', () => {
  it('shows the sign the server gave, and dollars', () => {
    expect(formatLedgerAmount(60)).toBe('+$60.00');
    expect(formatLedgerAmount(-1_000)).toBe('-$1,000.00');
    expect(formatLedgerAmount(10_000)).toBe('+$10,000.00');
    expect(formatLedgerAmount(-0.5)).toBe('-$0.50');
    expect(formatLedgerAmount(0)).toBe('$0.00');
  });
});

describe('formatLedgerDate', () => {
  it("shows the date and time in the user's time zone", () => {
    const at = '2025-09-01T09:02:00.000Z';
    const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatLedgerDate(at)).toBe(local.format(Date.parse(at)));
    expect(formatLedgerDate(at)).toMatch(/^(Aug 31|Sep 1|Sep 2), 2025, \d{1,2}:02 [AP]M$/);
  });

  it('shows an unreadable date as it came', () => {
    expect(formatLedgerDate('not a date')).toBe('not a date');
  });
});
