import type { FailureTable } from '@tp/api';

/**
 * A call whose every failure (no answer, any 4xx, any 5xx) shows one text, except the statuses
 * listed, which say something of their own (often the server's reason).
 */
export function failingWith(text: string, statuses: FailureTable['status'] = {}): FailureTable {
  return { noAnswer: text, status: { ...statuses, client: text, server: text } };
}
