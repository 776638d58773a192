import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walletAddressValidation, withdrawalValidation } from '@tp/messages';
import {
  emptyWithdrawalForm,
  validateWithdrawal,
  type WithdrawalFormValues,
} from './validateWithdrawal';
import { checkWalletAddress } from './walletAddressCheck';
import { moneyCents } from '../../forms';
import { anyAmountText } from '../../forms/test/amountLike';
import { groupedAmounts, notAnAmount, tooLargeToHold } from '../../forms/test/hostileAmounts';

const bank = (amount: string): WithdrawalFormValues => ({
  ...emptyWithdrawalForm,
  amount,
  method: 'Bank Transfer',
  bankAccount: 'GB29NWBK60161331926819',
});

const crypto = (amount: string): WithdrawalFormValues => ({
  ...emptyWithdrawalForm,
  amount,
  method: 'Cryptocurrency',
  walletAddress: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  chain: 'eth',
});

/** More than any limit, so only the limits speak. */
const rich = 1_000_000;

describe('validateWithdrawal: amount (spec 2 §5)', () => {
  it.each(['', '  ', 'abc', '12.345', ...notAnAmount])('%j is not a valid amount', (amount) => {
    expect(validateWithdrawal(bank(amount), rich)).toEqual({
      amount: withdrawalValidation.invalidAmount,
    });
  });

  it.each(groupedAmounts.filter(([, cents]) => cents >= 500 && cents <= 25_000_000))(
    'reads en-US thousands separators as every money form does: %s',
    (amount) => {
      expect(validateWithdrawal(bank(amount), rich)).toEqual({});
    },
  );

  it("an amount too large to hold gets the method's maximum, not the invalid message", () => {
    expect(validateWithdrawal(bank(tooLargeToHold), rich).amount).toBe(
      withdrawalValidation.aboveMaximum(250000),
    );
    expect(validateWithdrawal(crypto(tooLargeToHold), rich).amount).toBe(
      withdrawalValidation.aboveMaximum(200000),
    );
    expect(validateWithdrawal(bank(`-${tooLargeToHold}`), rich).amount).toBe(
      withdrawalValidation.belowMinimum(5),
    );
  });

  it('the message for the minimum reads $5', () => {
    expect(withdrawalValidation.belowMinimum(5)).toBe('Minimum withdrawal amount is $5.');
    expect(withdrawalValidation.aboveMaximum(250000)).toBe('Maximum withdrawal amount is $250000.');
  });

  it.each([bank, crypto])('4.99 is below the minimum, 5 is allowed (%#)', (form) => {
    expect(validateWithdrawal(form('4.99'), rich)).toEqual({
      amount: withdrawalValidation.belowMinimum(5),
    });
    expect(validateWithdrawal(form('5'), rich)).toEqual({});
  });

  it('zero and negative amounts are below the minimum', () => {
    expect(validateWithdrawal(bank('0'), rich).amount).toBe(withdrawalValidation.belowMinimum(5));
    expect(validateWithdrawal(bank('-10'), rich).amount).toBe(withdrawalValidation.belowMinimum(5));
  });

  it('bank: 250000 is allowed, 250000.01 is above the maximum', () => {
    expect(validateWithdrawal(bank('250000'), rich)).toEqual({});
    expect(validateWithdrawal(bank('250000.01'), rich)).toEqual({
      amount: withdrawalValidation.aboveMaximum(250000),
    });
  });

  it('crypto: 200000 is allowed, 200000.01 is above the maximum', () => {
    expect(validateWithdrawal(crypto('200000'), rich)).toEqual({});
    expect(validateWithdrawal(crypto('200000.01'), rich)).toEqual({
      amount: withdrawalValidation.aboveMaximum(200000),
    });
  });

  it('an amount equal to the balance is allowed; one cent more is not', () => {
    expect(validateWithdrawal(bank('12500'), 12_500)).toEqual({});
    expect(validateWithdrawal(bank('12500.00'), 12_500)).toEqual({});
    expect(validateWithdrawal(bank('12500.01'), 12_500)).toEqual({
      amount: withdrawalValidation.insufficientBalance,
    });
  });

  it('compares in cents, so binary fractions do not round a shortfall away', () => {
    expect(validateWithdrawal(bank('0.3'), 0.1 + 0.2).amount).toBe(
      withdrawalValidation.belowMinimum(5),
    );
    expect(validateWithdrawal(bank('10.3'), 10.1 + 0.2)).toEqual({});
    expect(validateWithdrawal(bank('10.31'), 10.1 + 0.2).amount).toBe(
      withdrawalValidation.insufficientBalance,
    );
  });

  it('any text is a valid amount of safe integer cents or gets a spec 2 §5 message, and never throws', () => {
    const messages = new Set<string>([
      withdrawalValidation.invalidAmount,
      withdrawalValidation.insufficientBalance,
      ...[5, 200_000, 250_000].flatMap((limit) => [
        withdrawalValidation.belowMinimum(limit),
        withdrawalValidation.aboveMaximum(limit),
      ]),
    ]);
    fc.assert(
      fc.property(
        anyAmountText,
        fc.constantFrom(bank, crypto),
        fc.constantFrom(null, 0, 12_500, rich),
        (amount, form, balance) => {
          const message = validateWithdrawal(form(amount), balance).amount;
          if (message !== undefined) return messages.has(message);
          const cents = moneyCents(amount);
          return cents !== null && Number.isSafeInteger(cents);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('the limit speaks before the balance', () => {
    expect(validateWithdrawal(bank('300000'), 100).amount).toBe(
      withdrawalValidation.aboveMaximum(250000),
    );
  });

  it('an unknown balance is left to the server', () => {
    expect(validateWithdrawal(bank('250000'), null)).toEqual({});
  });
});

describe('validateWithdrawal: method and details (spec 2 §5)', () => {
  it('a method is required', () => {
    expect(validateWithdrawal({ ...emptyWithdrawalForm, amount: '50' }, rich)).toEqual({
      method: withdrawalValidation.methodRequired,
    });
  });

  it('everything missing gives one message per field', () => {
    expect(validateWithdrawal(emptyWithdrawalForm, rich)).toEqual({
      amount: withdrawalValidation.invalidAmount,
      method: withdrawalValidation.methodRequired,
    });
  });

  it('bank needs an account number (spaces are not one)', () => {
    expect(validateWithdrawal({ ...bank('50'), bankAccount: '  ' }, rich)).toEqual({
      bankAccount: withdrawalValidation.bankAccountRequired,
    });
  });

  it('crypto needs a wallet address', () => {
    expect(validateWithdrawal({ ...crypto('50'), walletAddress: '' }, rich)).toEqual({
      walletAddress: withdrawalValidation.cryptoDetailsRequired,
    });
  });

  it('crypto needs a chain', () => {
    expect(validateWithdrawal({ ...crypto('50'), chain: '' }, rich)).toEqual({
      chain: withdrawalValidation.cryptoDetailsRequired,
    });
  });

  it('crypto with neither says it once, by the address', () => {
    expect(validateWithdrawal({ ...crypto('50'), walletAddress: '', chain: '' }, rich)).toEqual({
      walletAddress: withdrawalValidation.cryptoDetailsRequired,
    });
  });

  it('a bank request does not need crypto details, nor crypto a bank account', () => {
    expect(validateWithdrawal({ ...bank('50'), walletAddress: '', chain: '' }, rich)).toEqual({});
    expect(validateWithdrawal({ ...crypto('50'), bankAccount: '' }, rich)).toEqual({});
  });
});

describe('validateWithdrawal: the address fits its chain (D16)', () => {
  // Made-up addresses (random bytes, encoded), not anybody's wallet.
  const addresses = {
    btc: 'bc1qlfwyanqxsrf2mp4e7u45hc02dg5yumzag9pmvx',
    eth: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    bnb: '0x812D9d6d81C39403aDAAe43a4662C6BDa18EB0da',
    trx: 'TGZWjCkfFnKMMpHkjsiPgY33cRKHyYd6KL',
    sol: 'D8q2RxwB58FhoaWTzHmXCNUyhq44uXHXbKGCrH2BVj7u',
  };
  const to = (chain: string, walletAddress: string) => ({
    ...crypto('50'),
    chain,
    walletAddress,
  });

  it.each(Object.entries(addresses))(
    'accepts a %s address, spaces around it aside',
    (chain, address) => {
      expect(validateWithdrawal(to(chain, ` ${address} `), rich, checkWalletAddress)).toEqual({});
    },
  );

  it.each([
    ['btc', addresses.eth, 'Bitcoin'],
    ['eth', addresses.btc, 'Ethereum'],
    ['bnb', addresses.trx, 'BNB Smart Chain'],
    ['trx', addresses.sol, 'TRON'],
    ['sol', addresses.trx, 'Solana'],
  ])('on %s, says the address is not one of that chain, by the address', (chain, address, name) => {
    expect(validateWithdrawal(to(chain, address), rich, checkWalletAddress)).toEqual({
      walletAddress: walletAddressValidation.notOfChain(name),
    });
  });

  it('says when a checksum does not match: EIP-55 case, a bech32 typo', () => {
    expect(
      validateWithdrawal(
        to('eth', addresses.eth.replace('fE46', 'Fe46')),
        rich,
        checkWalletAddress,
      ),
    ).toEqual({
      walletAddress: walletAddressValidation.checksumMismatch('Ethereum'),
    });
    expect(
      validateWithdrawal(
        to('btc', addresses.btc.replace('lfwy', 'lfwz')),
        rich,
        checkWalletAddress,
      ),
    ).toEqual({
      walletAddress: walletAddressValidation.checksumMismatch('Bitcoin'),
    });
  });

  it('gives the amount its own message beside the address', () => {
    expect(
      validateWithdrawal({ ...to('sol', addresses.eth), amount: '1' }, rich, checkWalletAddress),
    ).toEqual({
      amount: withdrawalValidation.belowMinimum(5),
      walletAddress: walletAddressValidation.notOfChain('Solana'),
    });
  });

  it('checks nothing of the address for a bank transfer', () => {
    expect(
      validateWithdrawal(
        { ...bank('50'), walletAddress: 'not an address', chain: 'eth' },
        rich,
        checkWalletAddress,
      ),
    ).toEqual({});
  });

  it('leaves the address to the server when the check could not load', () => {
    expect(validateWithdrawal(to('sol', addresses.eth), rich, null)).toEqual({});
  });
});
