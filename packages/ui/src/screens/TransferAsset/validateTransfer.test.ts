import { describe, expect, it } from 'vitest';
import { transferValidation } from '@tp/messages';
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

  it.each(['0', '0.00', '-0.01', '-5', 'abc'])('refuses %s: not greater than 0', (amount) => {
    expect(validateTransfer({ recipientEmail: email, amount }, balance)).toEqual({
      amount: transferValidation.amountNotPositive,
    });
  });

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

  it('leaves the balance check to the server while the balance is unknown', () => {
    expect(validateTransfer({ recipientEmail: email, amount: '99999999' }, null)).toEqual({});
  });

  it('sends the trimmed e-mail and the amount as a number', () => {
    expect(
      transferRequestOf({ recipientEmail: `  ${email} `, amount: ' 100.50 ', waitHours: '6' }),
    ).toEqual({ recipientEmail: email, amount: 100.5 });
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
