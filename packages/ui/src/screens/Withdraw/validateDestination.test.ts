import { addressBookMessages, walletAddressValidation, withdrawalValidation } from '@tp/messages';
import { describe, expect, it } from 'vitest';
import {
  addDestinationRequestOf,
  emptyDestinationForm,
  validateDestination,
  type DestinationFormValues,
} from './validateDestination';
import { checkWalletAddress } from './walletAddressCheck';

const crypto: DestinationFormValues = {
  ...emptyDestinationForm,
  label: 'Cold wallet',
  chain: 'eth',
  address: '0x9a370eB04b0672d687F99E6582BAfdb6B4F0aaD8',
};
const bank: DestinationFormValues = {
  ...emptyDestinationForm,
  label: 'Savings',
  kind: 'bank',
  bankAccount: 'DE89 3704 0044 0532 0130 00',
};

describe('validateDestination', () => {
  it('accepts a labelled crypto address that fits its chain, and a labelled bank account', () => {
    expect(validateDestination(crypto, checkWalletAddress)).toEqual({});
    expect(validateDestination(bank, checkWalletAddress)).toEqual({});
  });

  it('asks for a label', () => {
    expect(validateDestination({ ...crypto, label: '  ' }, checkWalletAddress)).toEqual({
      label: addressBookMessages.labelRequired,
    });
  });

  it('asks for the address, then the chain, with the withdrawal form’s words', () => {
    expect(validateDestination({ ...crypto, address: ' ' }, checkWalletAddress)).toEqual({
      address: withdrawalValidation.cryptoDetailsRequired,
    });
    expect(validateDestination({ ...crypto, chain: '' }, checkWalletAddress)).toEqual({
      chain: withdrawalValidation.cryptoDetailsRequired,
    });
    expect(validateDestination({ ...bank, bankAccount: '' }, checkWalletAddress)).toEqual({
      bankAccount: withdrawalValidation.bankAccountRequired,
    });
  });

  it('checks the address against its chain with the server’s message (D16)', () => {
    expect(validateDestination({ ...crypto, chain: 'sol' }, checkWalletAddress)).toEqual({
      address: walletAddressValidation.notOfChain('Solana'),
    });
    expect(
      validateDestination(
        { ...crypto, address: crypto.address.replace('eB04', 'Eb04') },
        checkWalletAddress,
      ),
    ).toEqual({ address: walletAddressValidation.checksumMismatch('Ethereum') });
    // Without the check (its chunk failed to load) the server's answer says the same.
    expect(validateDestination({ ...crypto, chain: 'sol' }, null)).toEqual({});
  });
});

describe('addDestinationRequestOf', () => {
  it('sends only the kind’s own fields, trimmed', () => {
    expect(
      addDestinationRequestOf({ ...crypto, label: ' Cold wallet ', bankAccount: 'x' }),
    ).toEqual({
      label: 'Cold wallet',
      kind: 'crypto',
      chain: 'eth',
      address: crypto.address,
    });
    expect(addDestinationRequestOf({ ...bank, address: 'x', chain: 'eth' })).toEqual({
      label: 'Savings',
      kind: 'bank',
      bank_account: 'DE89 3704 0044 0532 0130 00',
    });
  });
});
