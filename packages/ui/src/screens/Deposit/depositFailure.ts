import { ApiError } from '@tp/api';
import { depositMessages } from '@tp/messages';

/** The form fields a server refusal can point at; other fields' messages go to the banner. */
export type DepositServerField = 'amount' | 'proof';

export interface DepositFailure {
  fieldErrors: Partial<Record<DepositServerField, string>>;
  /** The banner text; null when the field messages say it all. */
  message: string | null;
}

const formFields: readonly DepositServerField[] = ['amount', 'proof'];

function detailOf(error: ApiError): string | undefined {
  const body = error.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const detail = (body as { detail?: unknown }).detail;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : undefined;
}

/**
 * What a failed create call shows (spec 2 §8). The two generic texts split by whether the server answered:
 * - the server answered and refused or failed (4xx without a usable message, 5xx, 429):
 *   `Could not create deposit. Please try again.`
 * - no answer at all (network failure, the 10 s timeout) or an unexpected error:
 *   `Failed to process deposit. Please try again.`
 * A 400 shows the server's field messages (the spec's §5 texts) under the amount and proof fields;
 * a 403 shows the server's reason (e.g. verified clients only), since "try again" would not help.
 */
export function depositFailure(error: unknown): DepositFailure {
  if (!(error instanceof ApiError))
    return { fieldErrors: {}, message: depositMessages.processFailed };
  if (error.kind === 'network' || error.kind === 'timeout')
    return { fieldErrors: {}, message: depositMessages.processFailed };
  if (error.status === 400) {
    const fieldErrors: DepositFailure['fieldErrors'] = {};
    const others: string[] = [];
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      if ((formFields as readonly string[]).includes(field))
        fieldErrors[field as DepositServerField] = messages.join(' ');
      else others.push(...messages);
    }
    const detail = detailOf(error);
    if (detail) others.push(detail);
    if (others.length > 0) return { fieldErrors, message: others.join(' ') };
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors, message: null };
  }
  if (error.status === 403) {
    const detail = detailOf(error);
    if (detail) return { fieldErrors: {}, message: detail };
  }
  return { fieldErrors: {}, message: depositMessages.createFailed };
}
