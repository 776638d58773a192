import { ApiError } from '@tp/api';
import { httpErrors } from '@tp/messages';
import { describe, expect, it } from 'vitest';
import { refreshFailureOf, signOutFailureOf, signOutOthersFailureOf } from './accountFailures';

describe('signOutFailureOf (DELETE /auth/sessions/{id}/, D12)', () => {
  it('404: the session had already ended', () => {
    expect(signOutFailureOf(ApiError.fromAnswer(404, { detail: 'Not found.' }))).toEqual({
      gone: true,
    });
  });

  it.each([
    [ApiError.fromAnswer(500, { detail: 'boom' }), httpErrors.serverError],
    [ApiError.fromAnswer(503, {}), httpErrors.serverError],
    [ApiError.fromAnswer(429, {}), httpErrors.tooManyRequests],
    [new ApiError(httpErrors.network, 'network'), httpErrors.network],
    [new ApiError(httpErrors.timeout, 'timeout'), httpErrors.timeout],
    [new Error('boom'), httpErrors.fallback],
  ])('%s: not signed out, then the §8 message', (error, reason) => {
    expect(signOutFailureOf(error)).toEqual({ gone: false, message: `Not signed out. ${reason}` });
  });
});

describe('signOutOthersFailureOf (POST /auth/sessions/revoke-others/)', () => {
  it('what was not done, then the §8 message', () => {
    expect(signOutOthersFailureOf(ApiError.fromAnswer(500, {}))).toBe(
      `Other sessions were not signed out. ${httpErrors.serverError}`,
    );
    expect(signOutOthersFailureOf(new ApiError(httpErrors.network, 'network'))).toBe(
      `Other sessions were not signed out. ${httpErrors.network}`,
    );
  });
});

describe('refreshFailureOf', () => {
  it('Refresh Data and Refresh Activity say which was not refreshed, then the §8 message', () => {
    expect(refreshFailureOf(ApiError.fromAnswer(502, {}), 'data')).toBe(
      `Account information was not refreshed. ${httpErrors.serverError}`,
    );
    expect(refreshFailureOf(new ApiError(httpErrors.timeout, 'timeout'), 'activity')).toBe(
      `Activity was not refreshed. ${httpErrors.timeout}`,
    );
  });
});
