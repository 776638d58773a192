import { describe, expect, it } from 'vitest';
import type { SavedDestination } from './addressBookModel';
import { savedDestinationOf, type DestinationFields } from './savedDestination';

const saved = (fields: Partial<SavedDestination>): SavedDestination => ({
  id: 1,
  label: 'x',
  kind: 'crypto',
  chain: null,
  address: null,
  bankAccount: null,
  maskedAccount: null,
  usableFrom: null,
  usableAt: null,
  ...fields,
});
const bank = saved({ id: 1, kind: 'bank', bankAccount: 'GB29NWBK60161331926819' });
const ethereum = saved({
  id: 2,
  chain: 'eth',
  address: '0x9a370eB04b0672d687F99E6582BAfdb6B4F0aaD8',
});
const bitcoin = saved({
  id: 3,
  chain: 'btc',
  address: 'bc1q8cx4zxvqqyq8956cj0z63u7kcmjyc9k6s6puq0',
});
const solana = saved({
  id: 4,
  chain: 'sol',
  address: 'kgERWXbLfq6MHcWLd86a5dpmSvM86QhQrQjL2gGPbnD',
});
const book = { destinations: [bank, ethereum, bitcoin, solana] };

const none: DestinationFields = { method: '', bankAccount: '', walletAddress: '', chain: '' };
const banked = (bankAccount: string) => ({ ...none, method: 'Bank Transfer', bankAccount });
const wallet = (chain: string, walletAddress: string) => ({
  ...none,
  method: 'Cryptocurrency',
  chain,
  walletAddress,
});

describe('savedDestinationOf', () => {
  it('knows a bank account typed with spaces, dashes or in lower case (the server’s rule)', () => {
    expect(savedDestinationOf(book, banked('gb29 nwbk-6016 1331 9268 19'))).toBe(bank);
    expect(savedDestinationOf(book, banked('GB29NWBK60161331926810'))).toBeNull();
  });

  it('knows an EVM address whatever its case, and bech32 in either case', () => {
    expect(savedDestinationOf(book, wallet('eth', ethereum.address!.toLowerCase()))).toBe(ethereum);
    expect(savedDestinationOf(book, wallet('btc', ` ${bitcoin.address!.toUpperCase()} `))).toBe(
      bitcoin,
    );
  });

  it('is case-sensitive for Base58, and the chain must match', () => {
    expect(savedDestinationOf(book, wallet('sol', solana.address!.toLowerCase()))).toBeNull();
    expect(savedDestinationOf(book, wallet('bnb', ethereum.address!))).toBeNull();
  });

  it('names nothing without a method, a value or a book', () => {
    expect(savedDestinationOf(book, { ...banked(bank.bankAccount!), method: '' })).toBeNull();
    expect(savedDestinationOf(book, banked(''))).toBeNull();
    expect(savedDestinationOf(null, banked(bank.bankAccount!))).toBeNull();
  });
});
