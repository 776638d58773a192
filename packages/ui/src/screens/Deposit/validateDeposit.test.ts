import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositValidation } from '@tp/messages';
import { amountError, validateDeposit, type DepositDraft } from './validateDeposit';
import { imageFile, tinyPngBytes } from './test/imageFiles';
import { moneyCents } from '../../forms';
import { anyAmountText } from '../../forms/test/amountLike';
import { groupedAmounts, notAnAmount, tooLargeToHold } from '../../forms/test/hostileAmounts';

const proof = imageFile(tinyPngBytes(), 'receipt.png', 'image/png');
const complete: DepositDraft = { method: 'Cryptocurrency', coin: 'bitcoin', amount: '250', proof };

describe('deposit amount (spec 2 §5)', () => {
  it.each([
    ['199.99', depositValidation.belowMinimum],
    ['200', undefined],
    ['200.00', undefined],
    ['200000', undefined],
    ['200000.00', undefined],
    ['200000.01', depositValidation.aboveMaximum],
    ['0', depositValidation.belowMinimum],
    ['-250', depositValidation.belowMinimum],
    [' 250.5 ', undefined],
  ])('%s → %s', (amount, message) => {
    expect(amountError(amount)).toBe(message);
  });

  it.each(['', '   ', 'abc', '250abc', '250.001', ...notAnAmount])(
    '%j is not a valid amount',
    (amount) => {
      expect(amountError(amount)).toBe(depositValidation.invalidAmount);
    },
  );

  it('reads en-US thousands separators as every money form does', () => {
    expect(amountError('1,000')).toBeUndefined();
    expect(amountError('200,000.00')).toBeUndefined();
    expect(amountError('200,000.01')).toBe(depositValidation.aboveMaximum);
    for (const [text] of groupedAmounts)
      expect(amountError(text)).not.toBe(depositValidation.invalidAmount);
  });

  it('reads a leading or trailing point as every money form does', () => {
    expect(amountError('.5')).toBe(depositValidation.belowMinimum);
    expect(amountError('250.')).toBeUndefined();
  });

  it('an amount too large to hold is above the maximum, not invalid; hugely negative is below the minimum', () => {
    expect(amountError(tooLargeToHold)).toBe(depositValidation.aboveMaximum);
    expect(amountError(`-${tooLargeToHold}`)).toBe(depositValidation.belowMinimum);
  });

  it('any text is a valid amount of safe integer cents or gets a spec 2 §5 message, and never throws', () => {
    const messages = new Set<string>([
      depositValidation.invalidAmount,
      depositValidation.belowMinimum,
      depositValidation.aboveMaximum,
    ]);
    fc.assert(
      fc.property(anyAmountText, (amount) => {
        const message = amountError(amount);
        if (message !== undefined) return messages.has(message);
        const cents = moneyCents(amount);
        return cents !== null && Number.isSafeInteger(cents);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('validateDeposit', () => {
  it('accepts a complete crypto deposit', () => {
    expect(validateDeposit(complete)).toEqual({});
  });

  it('needs a method', () => {
    expect(validateDeposit({ ...complete, method: null })).toEqual({
      method: depositValidation.methodRequired,
    });
  });

  it('needs a coin and a proof for crypto', () => {
    expect(validateDeposit({ ...complete, coin: null, proof: null })).toEqual({
      coin: depositValidation.coinRequired,
      proof: depositValidation.proofRequired,
    });
  });

  it('asks neither coin nor proof of bank or card deposits', () => {
    expect(
      validateDeposit({ ...complete, method: 'Bank Transfer', coin: null, proof: null }),
    ).toEqual({});
  });

  it('reports every broken rule at once', () => {
    expect(
      validateDeposit({ method: 'Cryptocurrency', coin: null, amount: 'x', proof: null }),
    ).toEqual({
      coin: depositValidation.coinRequired,
      amount: depositValidation.invalidAmount,
      proof: depositValidation.proofRequired,
    });
  });
});
