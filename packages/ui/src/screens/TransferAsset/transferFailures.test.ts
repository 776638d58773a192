import { describe, expect, it } from 'vitest';
import { ApiError, failureOf } from '@tp/api';
import { httpErrors, transferMessages, transferValidation } from '@tp/messages';
import { createTransferFailures } from './transferFailures';

const failure = (error: unknown) => failureOf(error, createTransferFailures);

describe('createTransferFailures', () => {
  it('puts the server field messages on their fields', () => {
    expect(
      failure(ApiError.fromAnswer(400, { recipient_email: ['No user with this email address.'] })),
    ).toEqual({
      status: 400,
      fieldErrors: { recipientEmail: 'No user with this email address.' },
      message: null,
    });
    expect(
      failure(ApiError.fromAnswer(400, { amount: [transferValidation.insufficientBalance] })),
    ).toMatchObject({
      fieldErrors: { amount: transferValidation.insufficientBalance },
      message: null,
    });
  });

  it('shows a server message that names no field of the form', () => {
    expect(failure(ApiError.fromAnswer(400, { detail: 'Account frozen' }))).toMatchObject({
      fieldErrors: {},
      message: 'Account frozen',
    });
    expect(failure(ApiError.fromAnswer(403, { detail: 'x' })).message).toBe(httpErrors.forbidden);
  });

  it.each([
    ['a server error', ApiError.fromAnswer(500, { detail: 'boom' })],
    ['an answer without a reason', ApiError.fromAnswer(400, {})],
    ['a lost connection', new ApiError(httpErrors.network, 'network')],
    ['a timeout', new ApiError(httpErrors.timeout, 'timeout')],
    ['anything else', new Error('unexpected')],
  ])('says the transfer failed after %s', (_case, error) => {
    expect(failure(error)).toMatchObject({
      fieldErrors: {},
      message: transferMessages.processFailed,
    });
  });
});
