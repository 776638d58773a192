import { describe, expect, it } from 'vitest';
import { httpErrors, loginErrors, loginServerDetails } from '@tp/messages';
import { ApiError, messageFromErrorResponse } from './apiError';

describe('messageFromErrorResponse (spec 1 §8)', () => {
  it('maps the two login details to their own texts', () => {
    expect(
      messageFromErrorResponse(401, { detail: loginServerDetails.noActiveAccount }, 'login'),
    ).toBe(loginErrors.emailNotFound);
    expect(
      messageFromErrorResponse(401, { detail: loginServerDetails.invalidPassword }, 'login'),
    ).toBe(loginErrors.invalidPassword);
  });

  it('shows any other login 401 detail, or "Authentication failed"', () => {
    expect(messageFromErrorResponse(401, { detail: 'Account locked' }, 'login')).toBe(
      'Account locked',
    );
    expect(messageFromErrorResponse(401, {}, 'login')).toBe(
      loginErrors.authenticationFailedFallback,
    );
    expect(messageFromErrorResponse(401, null, 'login')).toBe(
      loginErrors.authenticationFailedFallback,
    );
  });

  it('maps 403, 429 and every 5xx to fixed texts whatever the body says', () => {
    expect(messageFromErrorResponse(403, { detail: 'nope' })).toBe(httpErrors.forbidden);
    expect(messageFromErrorResponse(429, { detail: 'slow down' })).toBe(httpErrors.tooManyRequests);
    for (const status of [500, 502, 503, 504]) {
      expect(messageFromErrorResponse(status, { detail: 'boom' })).toBe(httpErrors.serverError);
    }
  });

  it('takes the first match: non_field_errors, detail, message, fields, fallback', () => {
    const all = { non_field_errors: ['A', 'B'], detail: 'D', message: 'M', email: ['E'] };
    expect(messageFromErrorResponse(400, all)).toBe('A, B');
    expect(messageFromErrorResponse(400, { detail: 'D', message: 'M', email: ['E'] })).toBe('D');
    expect(messageFromErrorResponse(400, { message: 'M', email: ['E'] })).toBe('M');
    expect(
      messageFromErrorResponse(400, { email: ['Taken.'], password: ['Too short.', 'Too common.'] }),
    ).toBe('email: Taken.; password: Too short., Too common.');
    expect(messageFromErrorResponse(400, {})).toBe(httpErrors.fallback);
    expect(messageFromErrorResponse(400, 'not json')).toBe(httpErrors.fallback);
  });

  it('uses the generic rules for a 401 outside login', () => {
    expect(messageFromErrorResponse(401, { detail: 'Given token not valid' })).toBe(
      'Given token not valid',
    );
  });

  it('exposes field errors (field → message), the reason, the error code and the redirect flag of a body', () => {
    const error = new ApiError('x', 'http', 400, {
      email: ['Taken.', 'Really.'],
      phone_number: 'Invalid.',
      code: 'c',
      redirect_to_login: true,
      detail: 'd',
    });
    expect(error.fieldErrors).toEqual({ email: 'Taken. Really.', phone_number: 'Invalid.' });
    expect(error.reason).toBe('d');
    expect(error.code).toBe('c');
    expect(error.redirectToLogin).toBe(true);
  });
});
