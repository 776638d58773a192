import { describe, expect, it } from 'vitest';
import { ApiError, failureOf } from '@tp/api';
import { depositMessages, depositValidation, httpErrors } from '@tp/messages';
import { createDepositFailures } from './depositFailures';

const failure = (error: unknown) => failureOf(error, createDepositFailures);

describe('createDepositFailures (spec 2 §8)', () => {
  it('puts the server refusal of the amount and proof under those fields', () => {
    expect(failure(ApiError.fromAnswer(400, { amount: [depositValidation.belowMinimum] }))).toEqual(
      { status: 400, fieldErrors: { amount: depositValidation.belowMinimum }, message: null },
    );
    expect(
      failure(ApiError.fromAnswer(400, { proof: [depositValidation.proofTooLarge] })),
    ).toMatchObject({ fieldErrors: { proof: depositValidation.proofTooLarge }, message: null });
  });

  it('shows messages about fields the form has not got in the banner', () => {
    expect(
      failure(ApiError.fromAnswer(400, { wallet_id: [depositValidation.coinRequired] })),
    ).toMatchObject({ fieldErrors: {}, message: depositValidation.coinRequired });
  });

  it('shows the reason of a 403 (verified clients only)', () => {
    expect(
      failure(
        ApiError.fromAnswer(403, { detail: 'Only verified clients can use this deposit method.' }),
      ),
    ).toMatchObject({
      fieldErrors: {},
      message: 'Only verified clients can use this deposit method.',
    });
  });

  it.each([
    [500, { detail: 'Internal server error.' }],
    [502, { detail: 'Bad gateway.' }],
    [429, { detail: 'Throttled.', retry_after: 60 }],
    [400, {}],
    [403, {}],
  ])('an answered failure (%i) could not create the deposit', (status, body) => {
    expect(failure(ApiError.fromAnswer(status, body))).toMatchObject({
      fieldErrors: {},
      message: depositMessages.createFailed,
    });
  });

  it.each([
    new ApiError(httpErrors.network, 'network'),
    new ApiError(httpErrors.timeout, 'timeout'),
    new TypeError('boom'),
  ])('no answer failed to process the deposit (%s)', (error) => {
    expect(failure(error)).toEqual({
      status: null,
      fieldErrors: {},
      message: depositMessages.processFailed,
    });
  });
});
