import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositValidation, transferValidation } from '@tp/messages';
import { moneyCents } from '../../forms';
import { anyAmountText } from '../../forms/test/amountLike';
import { groupedAmounts, notAnAmount, tooLargeToHold } from '../../forms/test/hostileAmounts';
import { transferRequestOf, validateTransfer } from './validateTransfer';

const email = 'jamie.lee@example.com';
const balance = 12_500;

describe('validateTransfer (spec 2 §5)', () => {
  it('asks for both fields when the e-mail is missing, on the e-mail field', () => {
    expect(validateTransfer({ recipientEmail: '', amount: '10' }, balance)).toEqual({
      recipientEmail: transferValidation.emailAndAmountRequired,
    });
    expect(validateTransfer({ recipientEmail: '   ', amount: '' }, balance)).toEqual({
      recipientEmail: transferValidation.emailAndAmountRequired,
    });
  });

  it('asks for both fields when the amount is missing, on the amount field', () => {
    expect(validateTransfer({ recipientEmail: email, amount: '' }, balance)).toEqual({
      amount: transferValidation.emailAndAmountRequired,
    });
    expect(validateTransfer({ recipientEmail: email, amount: '  ' }, balance)).toEqual({
      amount: transferValidation.emailAndAmountRequired,
    });
  });

  it.each(['abc', '12.345', ...notAnAmount])('%j is not a valid amount', (amount) => {
    expect(validateTransfer({ recipientEmail: email, amount }, balance)).toEqual({
      amount: depositValidation.invalidAmount,
    });
  });

  it.each(groupedAmounts.filter(([, cents]) => cents > 0 && cents <= 1_250_000))(
    'reads en-US thousands separators as every money form does: %s',
    (amount) => {
      expect(validateTransfer({ recipientEmail: email, amount }, balance)).toEqual({});
    },
  );

  it('an amount too large to hold is more than any balance, known or not (transfers have no maximum)', () => {
    for (const known of [balance, null])
      expect(validateTransfer({ recipientEmail: email, amount: tooLargeToHold }, known)).toEqual({
        amount: transferValidation.insufficientBalance,
      });
    expect(
      validateTransfer({ recipientEmail: email, amount: `-${tooLargeToHold}` }, balance),
    ).toEqual({ amount: transferValidation.amountNotPositive });
  });

  it.each(['0', '0.00', '-0', '-0.01', '-5', '-1,000'])(
    'refuses %s: not greater than 0',
    (amount) => {
      expect(validateTransfer({ recipientEmail: email, amount }, balance)).toEqual({
        amount: transferValidation.amountNotPositive,
      });
    },
  );

  it.each(['0.01', '1', '12499.99', '12500', '12500.00'])(
    'accepts %s (up to the balance, equal allowed)',
    (amount) => {
      expect(validateTransfer({ recipientEmail: email, amount }, balance)).toEqual({});
    },
  );

  it.each(['12500.01', '20000'])('refuses %s above the balance', (amount) => {
    expect(validateTransfer({ recipientEmail: email, amount }, balance)).toEqual({
      amount: transferValidation.insufficientBalance,
    });
  });

  it('compares cents exactly at an odd balance', () => {
    expect(validateTransfer({ recipientEmail: email, amount: '3200.30' }, 3200.3)).toEqual({});
    expect(validateTransfer({ recipientEmail: email, amount: '3200.31' }, 3200.3)).toEqual({
      amount: transferValidation.insufficientBalance,
    });
    expect(validateTransfer({ recipientEmail: email, amount: '0.01' }, 0)).toEqual({
      amount: transferValidation.insufficientBalance,
    });
  });

  it('any text is a valid amount of safe integer cents or gets a spec 2 §5 message, and never throws', () => {
    const messages = new Set<string>([
      depositValidation.invalidAmount,
      ...Object.values(transferValidation),
    ]);
    fc.assert(
      fc.property(anyAmountText, fc.constantFrom(null, 0, balance), (amount, known) => {
        const message = validateTransfer({ recipientEmail: email, amount }, known).amount;
        if (message !== undefined) return messages.has(message);
        const cents = moneyCents(amount);
        return cents !== null && Number.isSafeInteger(cents) && cents > 0;
      }),
      { numRuns: 2_000 },
    );
  });

  it('leaves the balance check to the server while the balance is unknown', () => {
    expect(validateTransfer({ recipientEmail: email, amount: '99999999' }, null)).toEqual({});
  });

  it('sends the trimmed e-mail and the amount as a number', () => {
    expect(
      transferRequestOf({ recipientEmail: `  ${email} `, amount: ' 100.50 ', waitHours: '6' }),
    ).toEqual({ recipientEmail: email, amount: 100.5 });
  });

  it('sends the dollars the money parser read, grouping and all', () => {
    expect(
      transferRequestOf({ recipientEmail: email, amount: '1,250.75', waitHours: '1' }),
    ).toEqual({ recipientEmail: email, amount: 1250.75 });
    expect(transferRequestOf({ recipientEmail: email, amount: '.5', waitHours: '1' })).toEqual({
      recipientEmail: email,
      amount: 0.5,
    });
  });
});

describe('transferRequestOf e-mail (issue 11 §8)', () => {
  it('sends the normalised recipient: trimmed, NFC, lower-cased', () => {
    expect(
      transferRequestOf({ recipientEmail: ' Jose\u0301@Example.COM ', amount: '1', waitHours: '1' })
        .recipientEmail,
    ).toBe('jos\u00e9@example.com');
  });
});
