import { describe, expect, it } from 'vitest';
import { ApiError } from '@tp/api';
import { depositMessages, depositValidation } from '@tp/messages';
import { depositFailure } from './depositFailure';

const http = (status: number, body: unknown) => new ApiError('server said', 'http', status, body);

describe('depositFailure (spec 2 §8)', () => {
  it('puts the server refusal of the amount and proof under those fields', () => {
    expect(depositFailure(http(400, { amount: [depositValidation.belowMinimum] }))).toEqual({
      fieldErrors: { amount: depositValidation.belowMinimum },
      message: null,
    });
    expect(depositFailure(http(400, { proof: [depositValidation.proofTooLarge] }))).toEqual({
      fieldErrors: { proof: depositValidation.proofTooLarge },
      message: null,
    });
  });

  it('shows messages about fields the form has not got in the banner', () => {
    expect(depositFailure(http(400, { wallet_id: [depositValidation.coinRequired] }))).toEqual({
      fieldErrors: {},
      message: depositValidation.coinRequired,
    });
  });

  it('shows the reason of a 403 (verified clients only)', () => {
    expect(
      depositFailure(http(403, { detail: 'Only verified clients can use this deposit method.' })),
    ).toEqual({ fieldErrors: {}, message: 'Only verified clients can use this deposit method.' });
  });

  it.each([
    [500, { detail: 'Internal server error.' }],
    [502, { detail: 'Bad gateway.' }],
    [429, { detail: 'Throttled.', retry_after: 60 }],
    [400, {}],
    [403, {}],
  ])('an answered failure (%i) could not create the deposit', (status, body) => {
    expect(depositFailure(http(status, body)).message).toBe(depositMessages.createFailed);
  });

  it.each([
    new ApiError('Network error', 'network'),
    new ApiError('Request timed out', 'timeout'),
    new TypeError('boom'),
  ])('no answer failed to process the deposit (%s)', (error) => {
    expect(depositFailure(error)).toEqual({
      fieldErrors: {},
      message: depositMessages.processFailed,
    });
  });
});
