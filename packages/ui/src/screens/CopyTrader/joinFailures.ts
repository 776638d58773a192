import { failureOf, type Failure, type FailureTable } from '@tp/api';
import { copyTraderMessages } from '@tp/messages';

/** The join form's one field. */
export type JoinField = 'traderCode';

/**
 * D13 for POST /api/copy-traders/: the server's refusals of the code go under the field (a code
 * already joined is a 400 on `trader_code`, an unknown one a 404 whose detail `joinFailureOf` moves
 * there); a server error, a throttle or no answer keep the spec §8 message, above the form.
 */
export const joinFailures: FailureTable<JoinField> = {
  fields: { trader_code: 'traderCode' },
  status: { 404: { reasonOr: copyTraderMessages.notFound } },
};

/** A failed join as the form shows it: the code's refusal on the field, anything else as one message. */
export function joinFailureOf(error: unknown): Failure<JoinField> {
  const failure = failureOf(error, joinFailures);
  if (failure.status !== 404) return failure;
  // D13: "No trader found with this code." is about the code, so it is the field's message.
  return {
    status: 404,
    fieldErrors: { traderCode: failure.message ?? copyTraderMessages.notFound },
    message: null,
  };
}
