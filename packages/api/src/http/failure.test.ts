import { describe, expect, it } from 'vitest';
import { httpErrors } from '@tp/messages';
import { ApiError } from './apiError';
import { failureOf, messageOf, type FailureTable } from './failure';

const answer = ApiError.fromAnswer;

const table: FailureTable<'amount' | 'recipient'> = {
  fields: { amount: 'amount', recipient_email: 'recipient' },
  noAnswer: 'No answer text.',
  unexplained: 'Unexplained text.',
  status: { 403: { reasonOr: 'Forbidden text.' }, 404: 'Not found text.', server: 'Server text.' },
};

describe('failureOf: one mechanism for every form (spec §8 plus per-operation tables)', () => {
  it('puts field messages under the fields the table maps, and says nothing else when they say it all', () => {
    expect(
      failureOf(answer(400, { amount: ['Too low.'], recipient_email: 'Unknown.' }), table),
    ).toEqual({
      status: 400,
      fieldErrors: { amount: 'Too low.', recipient: 'Unknown.' },
      message: null,
    });
  });

  it("keeps a field the form does not have, and the server's reason, as the message", () => {
    const failure = failureOf(answer(400, { amount: 'Too low.', chain: 'Bad chain.' }), table);
    expect(failure.fieldErrors).toEqual({ amount: 'Too low.' });
    expect(failure.message).toBe('Bad chain.');
    expect(failureOf(answer(400, { detail: 'Limit reached.' }), table).message).toBe(
      'Limit reached.',
    );
  });

  it('shows the §8 message when the table has no rule for the status', () => {
    expect(failureOf(answer(429, { detail: 'Slow down.' }), table).message).toBe(
      httpErrors.tooManyRequests,
    );
    expect(failureOf(answer(409, { message: 'Already done.' }), table).message).toBe(
      'Already done.',
    );
  });

  it("uses the table's text for an answer without any reason", () => {
    expect(failureOf(answer(400, {}), table).message).toBe('Unexplained text.');
  });

  it('applies per-status rules: a fixed text, the server reason or a text, and any 5xx', () => {
    expect(failureOf(answer(404, { detail: 'Gone.' }), table).message).toBe('Not found text.');
    expect(failureOf(answer(403, { detail: 'Verified clients only.' }), table).message).toBe(
      'Verified clients only.',
    );
    expect(failureOf(answer(403, {}), table).message).toBe('Forbidden text.');
    expect(failureOf(answer(503, { detail: 'Down.' }), table)).toEqual({
      status: 503,
      fieldErrors: {},
      message: 'Server text.',
    });
  });

  it("'client' covers every other 4xx", () => {
    const strict: FailureTable = { status: { 400: { reasonOr: 'x' }, client: 'Other 4xx.' } };
    expect(failureOf(answer(409, { detail: 'Conflict.' }), strict).message).toBe('Other 4xx.');
    expect(failureOf(answer(400, { detail: 'Short.' }), strict).message).toBe('Short.');
  });

  it.each([
    ['timeout', new ApiError(httpErrors.timeout, 'timeout')],
    ['lost connection', new ApiError(httpErrors.network, 'network')],
    ['a bug', new TypeError('x is undefined')],
  ])('%s: the no-answer text, with no status', (_case, error) => {
    expect(failureOf(error, table)).toEqual({
      status: null,
      fieldErrors: {},
      message: 'No answer text.',
    });
  });

  it("without a table: the client's own text for no answer, never a bug's text", () => {
    expect(failureOf(new ApiError(httpErrors.timeout, 'timeout')).message).toBe(httpErrors.timeout);
    expect(failureOf(new TypeError('x is undefined')).message).toBe(httpErrors.fallback);
  });
});

describe('messageOf', () => {
  it("is the API error's message, else the caller's fallback", () => {
    expect(messageOf(answer(400, { detail: 'Nope.' }), 'Fallback.')).toBe('Nope.');
    expect(messageOf(new ApiError(httpErrors.network, 'network'), 'Fallback.')).toBe(
      httpErrors.network,
    );
    expect(messageOf(new TypeError('x is undefined'), 'Fallback.')).toBe('Fallback.');
  });
});
