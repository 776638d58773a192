import { httpErrors } from '@tp/messages';
import { ApiError } from './apiError';

/** What a status shows instead of the spec §8 message: a fixed text, or the server's own reason. */
export type FailureText = string | { reasonOr: string };

/**
 * One operation's overrides of the spec §8 rules (`messageFromErrorResponse`). Each screen that
 * submits something declares one next to its mutation; `failureOf` does the rest.
 */
export interface FailureTable<F extends string = never> {
  /** The API's field names → the form's: these messages go under their fields. */
  fields?: Readonly<Partial<Record<string, F>>>;
  /** No answer came (network failure, timeout) or the failure was not the API's. Default: the client's §8 text. */
  noAnswer?: string;
  /** An answer that gave no reason at all, instead of §8's generic "An error occurred". */
  unexplained?: string;
  /** Per status; `client` is any other 4xx and `server` any 5xx. Unlisted statuses show the §8 message. */
  status?: Readonly<Partial<Record<number | 'client' | 'server', FailureText>>>;
}

/**
 * A call whose every failure (no answer, any 4xx, any 5xx) shows one text, except the statuses
 * listed, which say something of their own (often the server's reason).
 */
export function failingWith(text: string, statuses: FailureTable['status'] = {}): FailureTable {
  return { noAnswer: text, status: { ...statuses, client: text, server: text } };
}

/** A failed call as a form shows it. */
export interface Failure<F extends string = never> {
  /** The answer's status; null when none came. */
  status: number | null;
  /** Messages for the form's fields. */
  fieldErrors: Partial<Record<F, string>>;
  /** The message for the page or the form as a whole; null when the field messages say it all. */
  message: string | null;
}

function overrideFor(table: FailureTable<string>, status: number): FailureText | undefined {
  const byStatus = table.status ?? {};
  return byStatus[status] ?? (status >= 500 ? byStatus.server : byStatus.client);
}

/** Turns any thrown value into field messages and one message, by the spec §8 rules and the operation's table. */
export function failureOf<F extends string = never>(
  error: unknown,
  table: FailureTable<F> = {},
): Failure<F> {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === null) {
    const clientText = error instanceof ApiError ? error.message : httpErrors.fallback;
    return { status: null, fieldErrors: {}, message: table.noAnswer ?? clientText };
  }
  const fieldErrors: Partial<Record<F, string>> = {};
  const unmapped: string[] = [];
  for (const [name, message] of Object.entries(error.fieldErrors)) {
    const field = table.fields?.[name];
    if (field) fieldErrors[field] = message;
    else unmapped.push(message);
  }
  const reason = [...unmapped, ...(error.reason ? [error.reason] : [])].join(' ') || undefined;
  const someFieldsMapped = Object.keys(fieldErrors).length > 0;
  const fieldsSayItAll = someFieldsMapped && reason === undefined;

  const override = overrideFor(table, error.status);
  let message: string | null;
  if (typeof override === 'string') message = override;
  else if (override) message = fieldsSayItAll ? null : (reason ?? override.reasonOr);
  else if (fieldsSayItAll) message = null;
  // Beside messages under their fields, only what they do not say: the rest of the §8 message.
  else if (someFieldsMapped) message = reason ?? null;
  else if (error.message === httpErrors.fallback && table.unexplained) message = table.unexplained;
  else message = error.message;
  return { status: error.status, fieldErrors, message };
}

/** The message alone: the API's (spec §8, or the client's own for no answer), else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
