import { describe, expect, it } from 'vitest';
import { ApiError, failureOf } from '@tp/api';
import { httpErrors, packageMessages } from '@tp/messages';
import { subscribeFailures } from './subscribeFailures';

const shortfallText = packageMessages.insufficientBalance('$6,800.00');
const failure = (error: unknown) => failureOf(error, subscribeFailures);

describe('subscribeFailures (spec 2 §8)', () => {
  it("shows the server's shortfall text, as a 400 (the screen then offers a deposit)", () => {
    expect(failure(ApiError.fromAnswer(400, { detail: shortfallText }))).toEqual({
      status: 400,
      fieldErrors: {},
      message: shortfallText,
    });
  });

  it.each([
    ['unknown package', ApiError.fromAnswer(404, { detail: 'Not found.' }), 404],
    ['server error', ApiError.fromAnswer(500, { detail: 'boom' }), 500],
    ['throttled', ApiError.fromAnswer(429, { detail: 'Slow down.' }), 429],
    ['timeout', new ApiError(httpErrors.timeout, 'timeout'), null],
    ['lost connection', new ApiError(httpErrors.network, 'network'), null],
    ['anything else', new Error('boom'), null],
  ])('%s: the package error text', (_case, error, status) => {
    expect(failure(error)).toEqual({
      status,
      fieldErrors: {},
      message: packageMessages.subscriptionFailed,
    });
  });
});
