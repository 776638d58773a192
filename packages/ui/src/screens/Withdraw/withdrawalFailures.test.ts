import { describe, expect, it } from 'vitest';
import { ApiError, failureOf } from '@tp/api';
import { httpErrors, withdrawalMessages, withdrawalValidation } from '@tp/messages';
import { createWithdrawalFailures } from './withdrawalFailures';

const failure = (error: unknown) => failureOf(error, createWithdrawalFailures);
const answer = ApiError.fromAnswer;

describe('createWithdrawalFailures (spec 2 §8)', () => {
  it('puts a field message on its field, with nothing above the form', () => {
    expect(failure(answer(400, { amount: [withdrawalValidation.insufficientBalance] }))).toEqual({
      status: 400,
      fieldErrors: { amount: withdrawalValidation.insufficientBalance },
      message: null,
    });
  });

  it('maps every request field onto the form field', () => {
    const refused = failure(
      answer(400, {
        withdrawal_method: ['m'],
        bank_account: ['b'],
        wallet_address: ['w'],
        chain: ['c'],
      }),
    );
    expect(refused.fieldErrors).toEqual({
      method: 'm',
      bankAccount: 'b',
      walletAddress: 'w',
      chain: 'c',
    });
    expect(refused.message).toBeNull();
  });

  it('shows the server reason of a refusal that names no field', () => {
    expect(failure(answer(400, { detail: 'Account frozen.' }))).toEqual({
      status: 400,
      fieldErrors: {},
      message: 'Account frozen.',
    });
  });

  it('a field it does not know still reaches the user', () => {
    expect(failure(answer(400, { status: ['Not allowed.'] })).message).toBe('status: Not allowed.');
  });

  it.each([403, 429])('a %i shows its catalogue text', (status) => {
    expect(failure(answer(status, { detail: 'x' })).message).toBe(
      status === 403 ? httpErrors.forbidden : httpErrors.tooManyRequests,
    );
  });

  it.each([500, 502, 503])('a %i says Failed to process withdrawal', (status) => {
    expect(failure(answer(status, { detail: 'Internal server error.' }))).toEqual({
      status,
      fieldErrors: {},
      message: withdrawalMessages.processFailed,
    });
  });

  it('an answer with no reason says Failed to process withdrawal', () => {
    expect(failure(answer(400, {})).message).toBe(withdrawalMessages.processFailed);
  });

  it.each([
    new ApiError(httpErrors.network, 'network'),
    new ApiError(httpErrors.timeout, 'timeout'),
    new Error('boom'),
    'nonsense',
  ])('a lost request says Failed to process withdrawal (%#)', (error) => {
    expect(failure(error)).toEqual({
      status: null,
      fieldErrors: {},
      message: withdrawalMessages.processFailed,
    });
  });
});
