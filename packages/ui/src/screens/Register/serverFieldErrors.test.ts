import { describe, expect, it } from 'vitest';
import { ApiError } from '@tp/api';
import { serverFieldErrors } from './serverFieldErrors';
import { httpErrors } from '@tp/messages';

describe('serverFieldErrors', () => {
  it('maps the API per-field lists back to the register fields, ignoring unknown ones', () => {
    const error = new ApiError('x', 'http', 400, {
      email: ['A user with this email already exists.'],
      phone_number: ['Enter a valid phone number.', 'Too long.'],
      username: ['Taken.'],
    });
    expect(serverFieldErrors(error)).toEqual({
      email: 'A user with this email already exists.',
      phone_number: 'Enter a valid phone number. Too long.',
    });
  });

  it("reads 'field: message' parts of a message", () => {
    const error = new Error('first_name: This field may not be blank.; password: Too common.');
    expect(serverFieldErrors(error)).toEqual({
      first_name: 'This field may not be blank.',
      password: 'Too common.',
    });
  });

  it('finds nothing in a plain message', () => {
    expect(serverFieldErrors(new Error(httpErrors.serverError))).toEqual({});
    expect(serverFieldErrors('nonsense')).toEqual({});
  });
});
