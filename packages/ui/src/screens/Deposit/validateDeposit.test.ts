import { describe, expect, it } from 'vitest';
import { depositValidation } from '@tp/messages';
import {
  amountError,
  parseAmountCents,
  validateDeposit,
  type DepositDraft,
} from './validateDeposit';
import { imageFile, tinyPngBytes } from './test/imageFiles';

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

  it.each(['', '   ', 'abc', '250abc', '1,000', '1e3', '250.001', '.5', 'NaN', 'Infinity'])(
    '"%s" is not a valid amount',
    (amount) => {
      expect(amountError(amount)).toBe(depositValidation.invalidAmount);
    },
  );

  it('reads cents exactly, without floating-point drift', () => {
    expect(parseAmountCents('200000.01')).toBe(20_000_001);
    expect(parseAmountCents('199.99')).toBe(19_999);
    expect(parseAmountCents('0.1')).toBe(10);
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
