// D22: the allow-list covers transfers too. A saved recipient is an account (matched by its id, so an e-mail change
// on either side neither opens nor closes it); with the allow-list on, a transfer goes only to one past its hold.
import { ApiError } from './apiError';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { isEmailShaped, readEmail } from './emailAddress';
import type { FieldErrorCollector } from './requestFields';
import { serverTexts } from './serverTexts';
import type { DestinationRecord, UserRecord } from './state';
import { findUserByEmail, lookalikeRecipientRefusal } from './users';

/**
 * The other user a request names by e-mail (a transfer's, or a recipient being saved): refused on the field when
 * it mixes scripts or looks like another account's (D16), is unknown, or is the sender.
 */
export function readRecipient(
  ctx: BackendContext,
  sender: UserRecord,
  fields: Record<string, unknown>,
  name: string,
  errors: FieldErrorCollector,
  requiredMessage?: string,
): UserRecord | null {
  const email = readEmail(fields, name, errors, requiredMessage);
  if (email === null) return null;
  const shaped = isEmailShaped(email);
  const found = shaped ? findUserByEmail(ctx, email) : undefined;
  const lookalike = shaped ? lookalikeRecipientRefusal(ctx, email) : null;
  if (lookalike) errors.add(name, lookalike);
  else if (!found) errors.add(name, serverTexts.noUserWithEmail);
  else if (found.id === sender.id) errors.add(name, serverTexts.selfTransfer);
  else return found;
  return null;
}

export const isRecipient = (destination: DestinationRecord, recipientId: number) =>
  destination.kind === 'recipient' && destination.recipientId === recipientId;

/**
 * 403 when the allow-list is on and `saved` (the sender's saved recipient, if any) is missing or still held;
 * `heldDetail` words the second (it names the 48 hours when the recipient waits them).
 */
export function assertSavedRecipient(
  ctx: BackendContext,
  allowList: boolean,
  saved: DestinationRecord | undefined,
  heldDetail: (opensAt: string) => string = serverTexts.destinationHeld,
): void {
  if (!allowList) return;
  if (!saved || saved.usableAt === null)
    throw new ApiError(403, { detail: serverTexts.recipientNotSaved, code: 'allow_list_on' });
  if (saved.usableAt > ctx.now())
    throw new ApiError(403, {
      detail: heldDetail(isoAt(saved.usableAt)),
      code: 'destination_held',
      opens_at: isoAt(saved.usableAt),
    });
}
