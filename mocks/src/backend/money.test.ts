// @vitest-environment node
import { depositValidation, withdrawalValidation } from '@tp/messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alex,
  createTestBackend,
  depositForm,
  freshKey,
  jamie,
  refusal,
  signIn,
} from '../test/backendFixtures';
import { neverAnAmount, tooLargeToHold } from '../test/hostileAmounts';
import { parseAmount } from './money';

/**
 * Issue 11 §7: amounts the server refuses, as the client's money parser does. The wire has no
 * thousands separators and no leading or trailing point: the client sends the cents it read as
 * plain dollars.
 */
const hostileTexts = [...neverAnAmount, '', ' ', '.5', '12.', '1,250.75'];
const hostileNumbers = [NaN, Infinity, -Infinity, 1e21, 1e-7, 0.1 + 0.2, 200.005];

describe('parseAmount (the server reading a wire amount)', () => {
  it.each([
    [5, 500],
    [2500.5, 250_050],
    [0.07, 7],
    [-3, -300],
    ['1000', 100_000],
    [' 12.5 ', 1250],
    ['200000.01', 20_000_001],
  ])('reads %j as %i cents', (value, cents) => {
    expect(parseAmount(value)).toBe(cents);
  });

  it.each([...hostileTexts, ...hostileNumbers, true, null, undefined, {}, [5], tooLargeToHold])(
    'refuses %j',
    (value) => {
      expect(parseAmount(value)).toBeNull();
    },
  );

  it('never throws and gives only safe integer cents, for any value', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.string({ unit: 'binary' }),
          fc.double(),
          fc.stringMatching(/^-?[0-9]{1,30}(\.[0-9]{0,3})?$/),
        ),
        (value) => {
          const cents = parseAmount(value);
          return cents === null || Number.isSafeInteger(cents);
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('reads back the cents a client sends, as dollars (JSON number) or as a decimal string', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15 - 1), max: 10 ** 15 - 1 }), (cents) => {
        const dollars = cents / 100;
        return (
          parseAmount(JSON.parse(JSON.stringify(dollars))) === cents &&
          parseAmount(dollars.toFixed(2)) === cents
        );
      }),
    );
  });
});

describe('money creates refuse hostile amounts with the spec 2 §5 text', () => {
  it.each(hostileTexts.filter((text) => text.trim() !== ''))(
    'deposit amount %j',
    async (amount) => {
      const { backend } = createTestBackend();
      const { userId } = await signIn(backend, alex);
      const refused = await refusal(
        backend.api.createDeposit(userId, depositForm({ amount }), freshKey()),
      );
      expect([refused.status, refused.body]).toEqual([
        400,
        { amount: [depositValidation.invalidAmount] },
      ]);
    },
  );

  it.each([...hostileTexts.filter((text) => text.trim() !== ''), ...hostileNumbers])(
    'withdrawal and transfer amount %j',
    async (amount) => {
      const { backend } = createTestBackend();
      const { userId } = await signIn(backend, alex);
      const requests = [
        { amount, withdrawal_method: 'Bank Transfer', bank_account: 'GB29NWBK60161331926819' },
        { amount, withdrawal_method: 'Transfer', recipient_email: jamie.email },
      ];
      for (const request of requests) {
        const refused = await refusal(backend.api.createWithdrawal(userId, request, freshKey()));
        expect([refused.status, refused.body]).toEqual([
          400,
          { amount: [withdrawalValidation.invalidAmount] },
        ]);
      }
      expect(backend.fundsOf(alex.email).held).toBe(0);
    },
  );
});
