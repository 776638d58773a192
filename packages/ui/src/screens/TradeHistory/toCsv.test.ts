import type { LedgerEntry } from '@tp/api';
import { describe, expect, it } from 'vitest';
import { amountCell, csvFileName, guardFormula, quoteField, toCsv } from './toCsv';

const base: LedgerEntry = {
  id: 'deposit-1',
  type: 'Deposit',
  amount: 10_000,
  status: 'approved',
  method: 'Cryptocurrency',
  created_at: '2025-03-15T11:00:00.000Z',
  crypto_type: 'BTC',
  recipient_email: null,
  sender_email: null,
};
const transfer = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  ...base,
  id: 'transfer-in-7',
  type: 'Transfer',
  amount: 60,
  method: 'Transfer',
  crypto_type: null,
  ...overrides,
});

/** The records of a CSV text (no field here spans lines unless quoted). */
const lines = (csv: string) => csv.split('\r\n');

describe('toCsv', () => {
  it('writes the header and one record per row, CRLF-terminated', () => {
    const csv = toCsv([
      transfer({ sender_email: 'jamie.lee@example.com', created_at: '2025-08-01T10:00:00Z' }),
      base,
    ]);
    expect(lines(csv)).toEqual([
      'Date,Type,Amount,Details,Status,Method',
      '2025-08-01T10:00:00Z,Transfer,60.00,From: jamie.lee@example.com,approved,Transfer',
      '2025-03-15T11:00:00.000Z,Deposit,10000.00,Approved,approved,Cryptocurrency',
      '',
    ]);
  });

  it('writes only the rows it is given: the filter is the server’s', () => {
    const transfers = [
      transfer({ sender_email: 'jamie.lee@example.com' }),
      transfer({ id: 'withdrawal-2', amount: -1_000, recipient_email: 'jamie.lee@example.com' }),
    ];
    const records = lines(toCsv(transfers)).slice(1, -1);
    expect(records).toHaveLength(2);
    for (const record of records) expect(record.split(',')[1]).toBe('Transfer');
    expect(records[1]).toBe(
      '2025-03-15T11:00:00.000Z,Transfer,-1000.00,To: jamie.lee@example.com,approved,Transfer',
    );
  });

  it('writes just the header for no rows', () => {
    expect(toCsv([])).toBe('Date,Type,Amount,Details,Status,Method\r\n');
  });

  it('quotes an e-mail holding a comma or a quote, doubling the quotes', () => {
    const csv = toCsv([
      transfer({ sender_email: '"jamie,lee"@example.com' }),
      transfer({ recipient_email: 'o"brien@example.com', amount: -5 }),
    ]);
    const [, first, second] = lines(csv);
    expect(first).toBe(
      '2025-03-15T11:00:00.000Z,Transfer,60.00,"From: ""jamie,lee""@example.com",approved,Transfer',
    );
    expect(second).toBe(
      '2025-03-15T11:00:00.000Z,Transfer,-5.00,"To: o""brien@example.com",approved,Transfer',
    );
  });

  it('guards text cells against formulas but leaves the amount a number', () => {
    const csv = toCsv([{ ...base, method: '=HYPERLINK("http://evil.example","x")', amount: -250 }]);
    const record = lines(csv)[1];
    expect(record).toBe(
      `2025-03-15T11:00:00.000Z,Deposit,-250.00,Approved,approved,"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
  });

  it('keeps the dash of a row without details as it is', () => {
    const csv = toCsv([{ ...base, status: '' as LedgerEntry['status'] }]);
    expect(lines(csv)[1]).toBe('2025-03-15T11:00:00.000Z,Deposit,10000.00,-,,Cryptocurrency');
  });
});

describe('cells', () => {
  it('quotes commas, quotes and line breaks only', () => {
    expect(quoteField('plain text')).toBe('plain text');
    expect(quoteField('a,b')).toBe('"a,b"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField('two\nlines')).toBe('"two\nlines"');
    expect(quoteField('cr\rhere')).toBe('"cr\rhere"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])('guards "%s"', (text) => {
    expect(guardFormula(text)).toBe(`'${text}`);
  });

  it('leaves other text and the lone dash alone', () => {
    for (const text of ['To: a@example.com', 'Approved', '2025-03-15T11:00:00Z', '-', "'quoted"])
      expect(guardFormula(text)).toBe(text);
  });

  it('writes amounts as plain signed numbers', () => {
    expect(amountCell(60)).toBe('60.00');
    expect(amountCell(-1_000)).toBe('-1000.00');
    expect(amountCell(1_234_567.8)).toBe('1234567.80');
    expect(amountCell(0.1 + 0.2)).toBe('0.30');
    expect(amountCell(-0)).toBe('0.00');
    expect(amountCell(Number.NaN)).toBe('');
  });
});

describe('csvFileName', () => {
  it('names the filter and the day', () => {
    expect(csvFileName('transfer', new Date(2026, 5, 15, 23, 30))).toBe(
      'trade-history-transfer-2026-06-15.csv',
    );
    expect(csvFileName('all', new Date(2026, 0, 5, 0, 5))).toBe('trade-history-all-2026-01-05.csv');
  });
});
