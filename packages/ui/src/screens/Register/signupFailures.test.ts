import { describe, expect, it } from 'vitest';
import { ApiError, failureOf } from '@tp/api';
import { httpErrors } from '@tp/messages';
import { signupFailures } from './signupFailures';

const failure = (error: unknown) => failureOf(error, signupFailures);

describe('signupFailures', () => {
  it("puts the API's per-field lists on the register fields; an unknown field stays in the message", () => {
    const error = ApiError.fromAnswer(400, {
      email: ['A user with this email already exists.'],
      phone_number: ['Enter a valid phone number.', 'Too long.'],
      username: ['Taken.'],
    });
    expect(failure(error)).toEqual({
      status: 400,
      fieldErrors: {
        email: 'A user with this email already exists.',
        phone_number: 'Enter a valid phone number. Too long.',
      },
      message: 'Taken.',
    });
  });

  it("reads the fields from the answer, not from its joined 'field: message' text", () => {
    const error = ApiError.fromAnswer(400, {
      first_name: ['This field may not be blank.'],
      password: ['Too common.'],
    });
    expect(error.message).toBe('first_name: This field may not be blank.; password: Too common.');
    expect(failure(error)).toEqual({
      status: 400,
      fieldErrors: { first_name: 'This field may not be blank.', password: 'Too common.' },
      message: null,
    });
  });

  it('finds no field in a plain message', () => {
    expect(failure(ApiError.fromAnswer(500, { detail: 'boom' }))).toEqual({
      status: 500,
      fieldErrors: {},
      message: httpErrors.serverError,
    });
    expect(failure(new Error(httpErrors.serverError)).fieldErrors).toEqual({});
    expect(failure('nonsense').fieldErrors).toEqual({});
  });
});
