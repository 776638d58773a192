import { describe, expect, it } from 'vitest';
import { packageMessages } from '@tp/messages';
import { markOwnAmount } from '../../privacy';
import { showOwnAmounts } from '../../privacy/ownAmountMarks';
import {
  insufficientBalanceMessage,
  markShortfallAmount,
  packageShortfall,
} from './packageShortfall';

describe('packageShortfall (spec 2 §5)', () => {
  it('is the price minus the balance when the balance is short', () => {
    expect(packageShortfall(3200, 10000)).toBe(6800);
  });

  it('is exact to the cent where floating point is not', () => {
    // 10000 - 3200.1 is 6799.9000000000015 in floating point.
    expect(packageShortfall(3200.1, 10000)).toBe(6799.9);
    expect(packageShortfall(0.1, 0.3)).toBe(0.2);
  });

  it('is 0 when the balance equals or exceeds the price', () => {
    expect(packageShortfall(1500, 1500)).toBe(0);
    expect(packageShortfall(12500, 1500)).toBe(0);
  });
});

describe('insufficientBalanceMessage', () => {
  it('names the shortfall in en-US dollars with 2 decimals', () => {
    expect(insufficientBalanceMessage(3200, 10000)).toBe(
      'Insufficient balance. Please deposit at least $6,800.00 more',
    );
  });

  it('keeps the cents', () => {
    expect(insufficientBalanceMessage(265.5, 1500)).toBe(
      packageMessages.insufficientBalance('$1,234.50'),
    );
    expect(insufficientBalanceMessage(499.99, 500)).toBe(
      'Insufficient balance. Please deposit at least $0.01 more',
    );
  });

  it('allows a balance exactly equal to the price', () => {
    expect(insufficientBalanceMessage(500, 500)).toBeNull();
    expect(insufficientBalanceMessage(10000, 10000)).toBeNull();
  });

  it('counts an empty balance as short by the whole price', () => {
    expect(insufficientBalanceMessage(0, 500)).toBe(
      'Insufficient balance. Please deposit at least $500.00 more',
    );
  });
});

describe("the server's shortfall text kept on screen (D17, issue 40)", () => {
  const text = packageMessages.insufficientBalance('$6,799.90');

  it("marks its figure as the user's own, so privacy mode masks it whenever it turns on", () => {
    const marked = markShortfallAmount(text);
    expect(marked).toBe(packageMessages.insufficientBalance(markOwnAmount('$6,799.90')));
    expect(showOwnAmounts(marked, false)).toBe(text);
    expect(showOwnAmounts(marked, true)).toBe(packageMessages.insufficientBalance('••••••'));
  });

  it('leaves any other text as it is', () => {
    expect(markShortfallAmount(packageMessages.subscriptionFailed)).toBe(
      packageMessages.subscriptionFailed,
    );
  });
});
