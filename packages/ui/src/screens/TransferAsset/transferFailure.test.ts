import { describe, expect, it } from 'vitest';
import { ApiError } from '@tp/api';
import { httpErrors, transferMessages, transferValidation } from '@tp/messages';
import { transferFailureOf } from './transferFailure';

const refusal = (body: unknown, status = 400) => new ApiError('from server', 'http', status, body);

describe('transferFailureOf', () => {
  it('puts the server field messages on their fields', () => {
    expect(
      transferFailureOf(refusal({ recipient_email: ['No user with this email address.'] })),
    ).toEqual({ fields: { recipientEmail: 'No user with this email address.' }, message: null });
    expect(
      transferFailureOf(refusal({ amount: [transferValidation.insufficientBalance] })),
    ).toEqual({ fields: { amount: transferValidation.insufficientBalance }, message: null });
  });

  it('shows a server message that names no field of the form', () => {
    expect(transferFailureOf(refusal({ detail: 'Account frozen' }))).toEqual({
      fields: {},
      message: 'from server',
    });
    expect(
      transferFailureOf(new ApiError(httpErrors.forbidden, 'http', 403, { detail: 'x' })),
    ).toEqual({ fields: {}, message: httpErrors.forbidden });
  });

  it.each([
    ['a server error', new ApiError(httpErrors.serverError, 'http', 500, { detail: 'boom' })],
    ['a lost connection', new ApiError(httpErrors.network, 'network')],
    ['a timeout', new ApiError(httpErrors.timeout, 'timeout')],
    ['anything else', new Error('unexpected')],
  ])('says the transfer failed after %s', (_case, error) => {
    expect(transferFailureOf(error)).toEqual({
      fields: {},
      message: transferMessages.processFailed,
    });
  });
});
