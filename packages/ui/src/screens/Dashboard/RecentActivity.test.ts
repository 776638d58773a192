import type { Transaction } from '@tp/api';
import { loadLanguage } from '@tp/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { activityDescription, activityTypeLabel } from './RecentActivity';

const base: Transaction = {
  key: 'deposit-1',
  id: 1,
  type: 'Deposit',
  amount: 750,
  status: 'pending',
  method: 'Cryptocurrency',
  createdAt: '2026-05-28T08:05:00Z',
  timestamp: Date.parse('2026-05-28T08:05:00Z'),
  cryptoType: 'USDT (TRC20)',
  recipientEmail: null,
};

describe('Recent Activity rows', () => {
  it('calls a withdrawal "Withdrawal" on the dashboard (spec 2 §3)', () => {
    expect(activityTypeLabel('Withdraw')).toBe('Withdrawal');
    expect(activityTypeLabel('Deposit')).toBe('Deposit');
    expect(activityTypeLabel('Transfer')).toBe('Transfer');
  });

  it('describes a deposit by method and coin, a withdrawal by method, a transfer by recipient', () => {
    expect(activityDescription(base)).toBe('Cryptocurrency deposit (USDT (TRC20))');
    expect(
      activityDescription({ ...base, type: 'Withdraw', method: 'Bank Transfer', cryptoType: null }),
    ).toBe('Bank Transfer withdrawal');
    expect(
      activityDescription({
        ...base,
        type: 'Transfer',
        method: 'Transfer',
        cryptoType: null,
        recipientEmail: 'jamie.lee@example.com',
      }),
    ).toBe('To jamie.lee@example.com');
  });

  describe("in the profile's language (D18)", () => {
    afterEach(() => loadLanguage('en'));

    it('writes the method in it too, not only the words around it', async () => {
      await loadLanguage('es');
      expect(activityDescription(base)).toBe('Depósito por Criptomoneda (USDT (TRC20))');
      expect(
        activityDescription({
          ...base,
          type: 'Withdraw',
          method: 'Bank Transfer',
          cryptoType: null,
        }),
      ).toBe('Retirada por Transferencia bancaria');
    });
  });
});
