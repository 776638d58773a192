import { describe, expect, it } from 'vitest';
import { ApiError } from '@tp/api';
import { httpErrors, packageMessages } from '@tp/messages';
import { subscribeFailureOf } from './subscribeFailure';

const shortfallText = packageMessages.insufficientBalance('$6,800.00');

describe('subscribeFailureOf (spec 2 §8)', () => {
  it("shows the server's shortfall text and offers a deposit", () => {
    expect(subscribeFailureOf(new ApiError(shortfallText, 'http', 400))).toEqual({
      message: shortfallText,
      shortfall: true,
      settled: true,
    });
  });

  it.each([
    ['unknown package', new ApiError('Not found.', 'http', 404), true],
    ['server error', new ApiError(httpErrors.serverError, 'http', 500), false],
    ['throttled', new ApiError(httpErrors.tooManyRequests, 'http', 429), false],
    ['timeout', new ApiError(httpErrors.timeout, 'timeout'), false],
    ['lost connection', new ApiError(httpErrors.network, 'network'), false],
    ['anything else', new Error('boom'), false],
  ])('%s: the package error text', (_case, error, settled) => {
    expect(subscribeFailureOf(error)).toEqual({
      message: packageMessages.subscriptionFailed,
      shortfall: false,
      settled,
    });
  });
});
