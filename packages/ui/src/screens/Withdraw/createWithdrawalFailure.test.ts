import { describe, expect, it } from 'vitest';
import { ApiError, messageFromErrorResponse } from '@tp/api';
import { httpErrors, withdrawalMessages, withdrawalValidation } from '@tp/messages';
import { createWithdrawalFailure } from './createWithdrawalFailure';

const http = (status: number, body: unknown) =>
  new ApiError(messageFromErrorResponse(status, body), 'http', status, body);

describe('createWithdrawalFailure (spec 2 §8)', () => {
  it('puts a field message on its field, with nothing above the form', () => {
    expect(
      createWithdrawalFailure(http(400, { amount: [withdrawalValidation.insufficientBalance] })),
    ).toEqual({
      fieldErrors: { amount: withdrawalValidation.insufficientBalance },
      message: null,
    });
  });

  it('maps every request field onto the form field', () => {
    const failure = createWithdrawalFailure(
      http(400, {
        withdrawal_method: ['m'],
        bank_account: ['b'],
        wallet_address: ['w'],
        chain: ['c'],
      }),
    );
    expect(failure.fieldErrors).toEqual({
      method: 'm',
      bankAccount: 'b',
      walletAddress: 'w',
      chain: 'c',
    });
    expect(failure.message).toBeNull();
  });

  it('shows the server reason of a refusal that names no field', () => {
    expect(createWithdrawalFailure(http(400, { detail: 'Account frozen.' }))).toEqual({
      fieldErrors: {},
      message: 'Account frozen.',
    });
  });

  it('a field it does not know still reaches the user', () => {
    const failure = createWithdrawalFailure(http(400, { status: ['Not allowed.'] }));
    expect(failure.message).toBe('status: Not allowed.');
  });

  it.each([403, 429])('a %i shows its catalogue text', (status) => {
    const failure = createWithdrawalFailure(http(status, { detail: 'x' }));
    expect(failure.message).toBe(
      status === 403 ? httpErrors.forbidden : httpErrors.tooManyRequests,
    );
  });

  it.each([500, 502, 503])('a %i says Failed to process withdrawal', (status) => {
    expect(createWithdrawalFailure(http(status, { detail: 'Internal server error.' }))).toEqual({
      fieldErrors: {},
      message: withdrawalMessages.processFailed,
    });
  });

  it('an answer with no reason says Failed to process withdrawal', () => {
    expect(createWithdrawalFailure(http(400, {})).message).toBe(withdrawalMessages.processFailed);
  });

  it.each([
    new ApiError(httpErrors.network, 'network'),
    new ApiError(httpErrors.timeout, 'timeout'),
    new Error('boom'),
    'nonsense',
  ])('a lost request says Failed to process withdrawal (%#)', (error) => {
    expect(createWithdrawalFailure(error)).toEqual({
      fieldErrors: {},
      message: withdrawalMessages.processFailed,
    });
  });
});
