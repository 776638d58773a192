import { ApiError } from '@tp/api';
import { addressBookMessages, withdrawalHoldMessages } from '@tp/messages';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../format';
import type { AddressBookModel } from './addressBookModel';
import { withdrawalRefusalNotice } from './withdrawalRefusalNotice';

const opensAt = '2026-06-16T12:00:00.000Z';
const refused = (body: object) => ApiError.fromAnswer(403, { detail: 'x', ...body });
const book: AddressBookModel = {
  destinations: [
    {
      id: 1,
      label: 'Main bank account',
      kind: 'bank',
      chain: null,
      address: null,
      bankAccount: 'GB29NWBK60161331926819',
      maskedAccount: '****6819',
      usableFrom: opensAt,
      usableAt: Date.parse(opensAt),
    },
  ],
  allowList: { enabled: false, turnsOffAt: null },
  hold: { until: opensAt, reason: 'password_reset', endsAt: Date.parse(opensAt) },
  serverOffset: 0,
};
const fields = (bankAccount: string) => ({
  method: 'Bank Transfer',
  bankAccount,
  walletAddress: '',
  chain: '',
});

describe('withdrawalRefusalNotice', () => {
  it('a new address: saved and held until the server’s time, in the user’s', () => {
    expect(
      withdrawalRefusalNotice(
        refused({ code: 'destination_held', opens_at: opensAt }),
        book,
        fields('DE89370400440532013000'),
      ),
    ).toEqual({
      tone: 'warning',
      message: addressBookMessages.savedAndHeld(formatDateTime(opensAt)),
    });
  });

  it('a saved address still in its 24 hours', () => {
    expect(
      withdrawalRefusalNotice(
        refused({ code: 'destination_held', opens_at: opensAt }),
        book,
        fields('GB29 NWBK 6016 1331 9268 19'),
      ),
    ).toEqual({ tone: 'warning', message: addressBookMessages.heldUntil(formatDateTime(opensAt)) });
  });

  it('the allow-list on, and a hold with the reason the book gives', () => {
    expect(withdrawalRefusalNotice(refused({ code: 'allow_list_on' }), book, fields(''))).toEqual({
      tone: 'error',
      message: addressBookMessages.allowListOn,
    });
    expect(
      withdrawalRefusalNotice(
        refused({ code: 'withdrawals_on_hold', opens_at: opensAt }),
        book,
        fields(''),
      ),
    ).toEqual({
      tone: 'warning',
      message: withdrawalHoldMessages.afterPasswordReset(formatDateTime(opensAt)),
    });
    expect(
      withdrawalRefusalNotice(
        refused({ code: 'withdrawals_on_hold', opens_at: opensAt }),
        null,
        fields(''),
      ),
    ).toEqual({
      tone: 'warning',
      message: withdrawalHoldMessages.afterSecurityChange(formatDateTime(opensAt)),
    });
  });

  it('nothing for any other failure (the page says those by spec §8)', () => {
    expect(
      withdrawalRefusalNotice(refused({ code: 'step_up_required' }), book, fields('')),
    ).toBeNull();
    expect(withdrawalRefusalNotice(new Error('x'), book, fields(''))).toBeNull();
  });
});
