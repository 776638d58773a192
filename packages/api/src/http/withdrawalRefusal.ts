import { ApiError } from './apiError';

/**
 * D16's refusals of money going out (403 with a `code`): spec §8 says only "forbidden" for a 403, so a screen reads
 * these to say what happened and when it opens (`opensAt`, the server's ISO time).
 * - `destination_held`: the destination was saved less than 24 hours ago (a new typed address is saved by this very
 *   refusal);
 * - `allow_list_on`: the allow-list is on and the destination is not saved;
 * - `withdrawals_on_hold`: 24 hours after a password, e-mail or second-factor change.
 */
export type WithdrawalRefusal =
  | { code: 'destination_held'; opensAt: string }
  | { code: 'withdrawals_on_hold'; opensAt: string }
  | { code: 'allow_list_on' };

function opensAtOf(body: unknown): string | null {
  const opensAt =
    typeof body === 'object' && body !== null && 'opens_at' in body ? body.opens_at : null;
  return typeof opensAt === 'string' && Number.isFinite(Date.parse(opensAt)) ? opensAt : null;
}

/** The D16 refusal an error carries, or null for any other failure (a held refusal without a readable time too). */
export function withdrawalRefusalOf(error: unknown): WithdrawalRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const code = error.code;
  if (code === 'allow_list_on') return { code };
  if (code !== 'destination_held' && code !== 'withdrawals_on_hold') return null;
  const opensAt = opensAtOf(error.body);
  return opensAt === null ? null : { code, opensAt };
}
