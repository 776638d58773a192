import type { AddressBook } from '@tp/api';
import { describe, expect, it } from 'vitest';
import { addressBookModelOf } from './addressBookModel';

const book: AddressBook = {
  destinations: [
    {
      id: 7,
      label: 'Joint savings',
      kind: 'bank',
      chain: null,
      address: null,
      bank_account: 'NL91ABNA0417164300',
      recipient_email: null,
      status: 'awaiting_code',
      added_at: '2026-06-15T11:59:00.000Z',
      usable_at: null,
    },
    {
      id: 4,
      label: 'New Solana wallet',
      kind: 'crypto',
      chain: 'sol',
      address: 'kgERWXbLfq6MHcWLd86a5dpmSvM86QhQrQjL2gGPbnD',
      bank_account: null,
      recipient_email: null,
      status: 'held',
      added_at: '2026-06-14T17:12:00.000Z',
      usable_at: '2026-06-15T17:12:00.000Z',
    },
  ],
  allow_list: { enabled: true, turns_off_at: '2026-06-17T12:00:00.000Z' },
  hold: { until: '2026-06-16T12:00:00.000Z', reason: 'email_change' },
  server_time: '2026-06-15T12:00:00.000Z',
};

describe('addressBookModelOf', () => {
  it('counts the server’s times on this device’s clock, however wrong that clock is', () => {
    // The device's clock is an hour behind the server's.
    const receivedAt = Date.parse('2026-06-15T11:00:00.000Z');
    const model = addressBookModelOf(book, receivedAt);
    expect(model.serverOffset).toBe(60 * 60_000);
    const held = model.destinations[1]!;
    // 5 h 12 min from when the answer came, by either clock.
    expect(held.usableAt! - receivedAt).toBe((5 * 60 + 12) * 60_000);
    // What is shown is the server's instant.
    expect(held.usableFrom).toBe('2026-06-15T17:12:00.000Z');
    expect(model.hold).toEqual({
      until: '2026-06-16T12:00:00.000Z',
      reason: 'email_change',
      endsAt: Date.parse('2026-06-16T11:00:00.000Z'),
    });
  });

  it('has no time for one still waiting for its code, and masks a bank account (spec 2 §3)', () => {
    const [waiting] = addressBookModelOf(book, Date.parse(book.server_time)).destinations;
    expect(waiting).toMatchObject({ usableAt: null, usableFrom: null, maskedAccount: '****4300' });
  });

  it('keeps the allow-list’s pending turn-off as the server said it', () => {
    expect(addressBookModelOf(book, 0).allowList).toEqual({
      enabled: true,
      turnsOffAt: '2026-06-17T12:00:00.000Z',
    });
  });

  it('has no hold when the server says none, and reads an unreadable server time as this clock’s', () => {
    const model = addressBookModelOf({ ...book, hold: null, server_time: 'soon' }, 1_000);
    expect(model.hold).toBeNull();
    expect(model.serverOffset).toBe(0);
  });
});
