import { describe, expect, it } from 'vitest';
import { ApiError } from '@tp/api';
import { copyTraderMessages, httpErrors } from '@tp/messages';
import { joinFailureOf } from './joinFailures';

describe('joinFailureOf (D13)', () => {
  it('404 unknown code: the server detail goes under the Trader Code field', () => {
    expect(
      joinFailureOf(ApiError.fromAnswer(404, { detail: copyTraderMessages.notFound })),
    ).toEqual({
      status: 404,
      fieldErrors: { traderCode: copyTraderMessages.notFound },
      message: null,
    });
  });

  it("404 without a detail: D13's text, still on the field", () => {
    expect(joinFailureOf(ApiError.fromAnswer(404, {}))).toEqual({
      status: 404,
      fieldErrors: { traderCode: copyTraderMessages.notFound },
      message: null,
    });
  });

  it('400 already joined: the trader_code message goes under the field', () => {
    expect(
      joinFailureOf(ApiError.fromAnswer(400, { trader_code: [copyTraderMessages.alreadyCopied] })),
    ).toEqual({
      status: 400,
      fieldErrors: { traderCode: copyTraderMessages.alreadyCopied },
      message: null,
    });
  });

  it("400 on the code's shape: the server's own text, on the field", () => {
    const text = 'Use 1 to 32 letters, digits, hyphens or underscores.';
    expect(joinFailureOf(ApiError.fromAnswer(400, { trader_code: [text] }))).toEqual({
      status: 400,
      fieldErrors: { traderCode: text },
      message: null,
    });
  });

  it.each([
    ['a server error', ApiError.fromAnswer(500, { detail: 'boom' }), 500, httpErrors.serverError],
    ['a bad gateway', ApiError.fromAnswer(502, { detail: 'boom' }), 502, httpErrors.serverError],
    ['a throttle', ApiError.fromAnswer(429, { detail: 'x' }), 429, httpErrors.tooManyRequests],
    ['a forbidden', ApiError.fromAnswer(403, { detail: 'x' }), 403, httpErrors.forbidden],
    ['a lost connection', new ApiError(httpErrors.network, 'network'), null, httpErrors.network],
    ['a timeout', new ApiError(httpErrors.timeout, 'timeout'), null, httpErrors.timeout],
    ['anything else', new Error('boom'), null, httpErrors.fallback],
  ])(
    '%s: the spec §8 message above the form, nothing on the field',
    (_case, error, status, text) => {
      expect(joinFailureOf(error)).toEqual({ status, fieldErrors: {}, message: text });
    },
  );
});
