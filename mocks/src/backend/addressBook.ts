// D16: money goes only where the owner said. Saved destinations become usable 24 hours after their e-mailed
// code confirms them; the allow-list keeps withdrawals to saved destinations and turns off only 48 hours after
// it is asked to; a password, e-mail or second-factor change holds every withdrawal for 24 hours. D22: transfer
// recipients are saved here too, and while the allow-list is on a new destination waits 48 hours, as long as
// turning the allow-list off takes.
import { canonicalBankAccount, chainNames, checkChainAddress } from '@tp/api';
import { forgotPasswordMessages } from '@tp/messages';
import { ApiError, fieldError } from './apiError';
import { recordActivity } from './activity';
import { DAY, HOUR } from './clock';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { newDisownLink } from './disownLinks';
import { FieldErrorCollector, asFields, optionalText, requireOtp } from './requestFields';
import { securityOf } from './secondFactor';
import { isRecipient, readRecipient } from './transferRecipients';
import { activeHold, assertNoHold as assertNoCredentialHold } from './withdrawalHolds';
import { mailTextsFor, type MailDestination } from './mailTexts';
import { activityActions, serverTexts } from './serverTexts';
import type { AddressBookRecord, Chain, DestinationRecord, UserRecord } from './state';
import { assertResendAllowed, checkCode, discardCode, issueCode } from './verificationCodes';

export const DESTINATION_HOLD_MS = DAY;
export const ALLOW_LIST_OFF_DELAY_MS = 2 * DAY;
/** D22: a new destination waits as long as turning the allow-list off would, else that delay buys nothing. */
export const ALLOW_LIST_DESTINATION_HOLD_MS = ALLOW_LIST_OFF_DELAY_MS;
export const MAX_DESTINATIONS = 20;
const MAX_LABEL_LENGTH = 40;

const chains: readonly Chain[] = ['btc', 'eth', 'bnb', 'trx', 'sol'];

const subjectOf = (destination: DestinationRecord) => `destination:${destination.id}`;
/** What the code confirms: this destination, exactly. */
const bindingOf = (destination: DestinationRecord) =>
  JSON.stringify([
    destination.id,
    destination.chain,
    destination.address,
    destination.bankAccount,
    ...(destination.kind === 'recipient' ? [destination.recipientId] : []),
  ]);

/** How long a destination confirmed now waits (D22: longer while the allow-list is on). */
export const holdMsOf = (book: AddressBookRecord) =>
  book.allowList ? ALLOW_LIST_DESTINATION_HOLD_MS : DESTINATION_HOLD_MS;

export function addressBookOf(ctx: BackendContext, user: UserRecord): AddressBookRecord {
  const key = String(user.id);
  ctx.state.addressBooks[key] ??= {
    userId: user.id,
    allowList: false,
    allowListOffAt: null,
    destinations: [],
  };
  const book = ctx.state.addressBooks[key];
  // A requested turn-off takes effect once its 48 hours have passed.
  if (book.allowListOffAt !== null && book.allowListOffAt <= ctx.now()) {
    book.allowList = false;
    book.allowListOffAt = null;
  }
  return book;
}

/** Refuses with 403 `withdrawals_on_hold` and when it opens, during a hold after a credential change. */
export function assertNoHold(ctx: BackendContext, user: UserRecord): void {
  assertNoCredentialHold(ctx, securityOf(ctx, user));
}

// ---- destinations ------------------------------------------------------------------------------------------------

export type DestinationTarget =
  | { kind: 'crypto'; chain: Chain; address: string }
  | { kind: 'bank'; bankAccount: string }
  | { kind: 'recipient'; recipient: UserRecord };

function sameTarget(destination: DestinationRecord, target: DestinationTarget): boolean {
  if (target.kind === 'recipient') return isRecipient(destination, target.recipient.id);
  if (target.kind === 'bank')
    return destination.kind === 'bank' && destination.bankAccount === target.bankAccount;
  return (
    destination.kind === 'crypto' &&
    destination.chain === target.chain &&
    destination.address === target.address
  );
}

export function findDestination(
  ctx: BackendContext,
  user: UserRecord,
  target: DestinationTarget,
): DestinationRecord | undefined {
  return addressBookOf(ctx, user).destinations.find((candidate) => sameTarget(candidate, target));
}

function statusOf(destination: DestinationRecord, now: number) {
  if (destination.usableAt === null) return 'awaiting_code' as const;
  return destination.usableAt <= now ? ('usable' as const) : ('held' as const);
}

/** A destination as the contract shows it at `now` (the scenarios' fixtures use it too). */
export function destinationView(destination: DestinationRecord, now: number) {
  return {
    id: destination.id,
    label: destination.label,
    kind: destination.kind,
    chain: destination.chain,
    address: destination.address,
    bank_account: destination.bankAccount,
    recipient_email: destination.recipientEmail ?? null,
    status: statusOf(destination, now),
    added_at: isoAt(destination.addedAt),
    usable_at: destination.usableAt === null ? null : isoAt(destination.usableAt),
  };
}

/** What an e-mail names a destination by (each language words it). */
function mailDestination(destination: DestinationRecord): MailDestination {
  if (destination.kind === 'recipient')
    return { kind: 'recipient', email: destination.recipientEmail ?? '', label: destination.label };
  return destination.kind === 'bank'
    ? {
        kind: 'bank',
        lastDigits: (destination.bankAccount ?? '').slice(-4),
        label: destination.label,
      }
    : {
        kind: 'crypto',
        chain: chainNames[destination.chain ?? 'btc'],
        address: destination.address ?? '',
        label: destination.label,
      };
}

function allowListView(book: AddressBookRecord) {
  return {
    enabled: book.allowList,
    turns_off_at: book.allowListOffAt === null ? null : isoAt(book.allowListOffAt),
  };
}

export function listDestinations(ctx: BackendContext, user: UserRecord) {
  const book = addressBookOf(ctx, user);
  const hold = activeHold(ctx, securityOf(ctx, user));
  return {
    destinations: [...book.destinations]
      .sort((a, b) => b.addedAt - a.addedAt || b.id - a.id)
      .map((destination) => destinationView(destination, ctx.now())),
    allow_list: allowListView(book),
    hold: hold ? { until: isoAt(hold.until), reason: hold.reason } : null,
    server_time: isoAt(ctx.now()),
  };
}

/** Reads a destination's kind and address from a request (add, or a withdrawal's own fields). */
export function readTarget(
  fields: Record<string, unknown>,
  kind: 'crypto' | 'bank',
  errors: FieldErrorCollector,
  names: { address: string; chain: string; bankAccount: string },
  requiredMessage: string = serverTexts.fieldRequired,
): DestinationTarget | null {
  if (kind === 'bank') {
    const text = optionalText(fields, names.bankAccount);
    if (text === null) {
      errors.add(names.bankAccount, requiredMessage);
      return null;
    }
    const bankAccount = canonicalBankAccount(text);
    if (bankAccount === null) {
      errors.add(names.bankAccount, serverTexts.bankAccountInvalid);
      return null;
    }
    return { kind, bankAccount };
  }
  const text = optionalText(fields, names.address);
  const chainText = optionalText(fields, names.chain);
  if (text === null || chainText === null) {
    errors.add(text === null ? names.address : names.chain, requiredMessage);
    return null;
  }
  if (!(chains as readonly string[]).includes(chainText)) {
    errors.add(names.chain, serverTexts.invalidChoice(chainText));
    return null;
  }
  const chain = chainText as Chain;
  const checked = checkChainAddress(chain, text);
  if (!checked.ok) {
    errors.add(names.address, checked.message);
    return null;
  }
  return { kind, chain, address: checked.address };
}

function newDestination(
  ctx: BackendContext,
  user: UserRecord,
  label: string,
  target: DestinationTarget,
): DestinationRecord {
  const book = addressBookOf(ctx, user);
  if (book.destinations.length >= MAX_DESTINATIONS)
    throw new ApiError(400, { detail: serverTexts.destinationLimit });
  const destination: DestinationRecord = {
    id: ctx.nextId('destination'),
    userId: user.id,
    label,
    kind: target.kind,
    chain: target.kind === 'crypto' ? target.chain : null,
    address: target.kind === 'crypto' ? target.address : null,
    bankAccount: target.kind === 'bank' ? target.bankAccount : null,
    ...(target.kind === 'recipient'
      ? { recipientId: target.recipient.id, recipientEmail: target.recipient.email }
      : {}),
    addedAt: ctx.now(),
    confirmedAt: null,
    usableAt: null,
  };
  book.destinations.push(destination);
  return destination;
}

function sendDestinationCode(
  ctx: BackendContext,
  user: UserRecord,
  destination: DestinationRecord,
) {
  const holdMs = holdMsOf(addressBookOf(ctx, user));
  const opensAt = isoAt(ctx.now() + holdMs);
  const texts = mailTextsFor(user.language);
  return issueCode(ctx, {
    purpose: 'destination',
    subject: subjectOf(destination),
    binding: bindingOf(destination),
    mail: {
      to: user.email,
      subject: texts.destinationSubject,
      body: (code) =>
        texts.destinationCodeBody(
          code,
          mailDestination(destination),
          destination.id,
          opensAt,
          holdMs / HOUR,
        ),
      link: newDisownLink(ctx, user),
    },
  });
}

function readLabel(fields: Record<string, unknown>, errors: FieldErrorCollector): string | null {
  const label = optionalText(fields, 'label');
  if (label === null) errors.add('label', serverTexts.fieldRequired);
  else if ([...label].length > MAX_LABEL_LENGTH)
    errors.add('label', `Ensure this field has no more than ${MAX_LABEL_LENGTH} characters.`);
  else return label;
  return null;
}

/** Saves a destination awaiting its e-mailed code (the caller has checked the step-up proof). */
export async function addDestination(ctx: BackendContext, user: UserRecord, body: unknown) {
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const label = readLabel(fields, errors);
  const kindText = optionalText(fields, 'kind');
  let target: DestinationTarget | null = null;
  if (kindText === 'recipient') {
    const recipient = readRecipient(ctx, user, fields, 'recipient_email', errors);
    if (recipient) target = { kind: 'recipient', recipient };
  } else if (kindText !== 'crypto' && kindText !== 'bank')
    errors.add(
      'kind',
      kindText === null ? serverTexts.fieldRequired : serverTexts.invalidChoice(kindText),
    );
  else
    target = readTarget(fields, kindText, errors, {
      address: 'address',
      chain: 'chain',
      bankAccount: 'bank_account',
    });
  errors.throwIfAny();
  assertNoHold(ctx, user);
  if (target === null || label === null) throw fieldError('kind', serverTexts.fieldRequired);
  const existing = findDestination(ctx, user, target);
  if (existing)
    throw fieldError(
      { bank: 'bank_account', crypto: 'address', recipient: 'recipient_email' }[target.kind],
      serverTexts.destinationSaved,
    );
  const destination = newDestination(ctx, user, label, target);
  const times = await sendDestinationCode(ctx, user, destination);
  recordActivity(ctx, user, activityActions.destinationAdded);
  return {
    destination: destinationView(destination, ctx.now()),
    notification_sent: true,
    ...times,
  };
}

function ownDestination(ctx: BackendContext, user: UserRecord, id: number): DestinationRecord {
  const destination = addressBookOf(ctx, user).destinations.find(
    (candidate) => candidate.id === id,
  );
  if (!destination) throw new ApiError(404, { detail: serverTexts.notFound });
  return destination;
}

export async function verifyDestination(
  ctx: BackendContext,
  user: UserRecord,
  id: number,
  body: unknown,
) {
  const otp = requireOtp(asFields(body));
  const destination = ownDestination(ctx, user, id);
  if (destination.usableAt !== null)
    throw new ApiError(400, { detail: serverTexts.destinationNotAwaitingCode });
  assertNoHold(ctx, user);
  try {
    await checkCode(ctx, {
      purpose: 'destination',
      subject: subjectOf(destination),
      binding: bindingOf(destination),
      otp,
      mode: 'consume',
    });
  } catch (error) {
    // An expired code drops the unconfirmed destination: adding it again starts over.
    if (error instanceof ApiError && error.status === 410) forget(ctx, user, destination);
    throw error;
  }
  const now = ctx.now();
  destination.confirmedAt = now;
  destination.usableAt = now + holdMsOf(addressBookOf(ctx, user));
  return destinationView(destination, ctx.now());
}

export function resendDestinationCode(ctx: BackendContext, user: UserRecord, id: number) {
  const destination = ownDestination(ctx, user, id);
  if (destination.usableAt !== null)
    throw new ApiError(404, { detail: serverTexts.destinationNotAwaitingCode });
  assertResendAllowed(ctx, 'destination', subjectOf(destination));
  return sendDestinationCode(ctx, user, destination).then((times) => ({
    message: forgotPasswordMessages.newCodeSent,
    notification_sent: true,
    ...times,
  }));
}

function forget(ctx: BackendContext, user: UserRecord, destination: DestinationRecord): void {
  const book = addressBookOf(ctx, user);
  book.destinations = book.destinations.filter((candidate) => candidate.id !== destination.id);
  discardCode(ctx, 'destination', subjectOf(destination));
}

export function removeDestination(ctx: BackendContext, user: UserRecord, id: number): void {
  const destination = ownDestination(ctx, user, id);
  forget(ctx, user, destination);
  const texts = mailTextsFor(user.language);
  ctx.sendMail({
    to: user.email,
    subject: texts.destinationRemovedSubject,
    body: texts.destinationRemovedBody(mailDestination(destination)),
    code: null,
    purpose: 'notice',
    link: newDisownLink(ctx, user),
  });
  recordActivity(ctx, user, activityActions.destinationRemoved);
}

/** On: at once. Off: 48 hours after the request; asking for on again cancels a pending off. */
export function setAllowList(ctx: BackendContext, user: UserRecord, body: unknown) {
  const enabled = asFields(body).enabled;
  if (typeof enabled !== 'boolean') throw fieldError('enabled', serverTexts.invalidBoolean);
  const book = addressBookOf(ctx, user);
  const texts = mailTextsFor(user.language);
  if (enabled) {
    const changed = !book.allowList || book.allowListOffAt !== null;
    book.allowList = true;
    book.allowListOffAt = null;
    lengthenHolds(ctx, book);
    if (changed)
      ctx.sendMail({
        to: user.email,
        subject: texts.allowListSubject,
        body: texts.allowListOnBody,
        code: null,
        purpose: 'notice',
        link: newDisownLink(ctx, user),
      });
  } else if (book.allowList && book.allowListOffAt === null) {
    book.allowListOffAt = ctx.now() + ALLOW_LIST_OFF_DELAY_MS;
    ctx.sendMail({
      to: user.email,
      subject: texts.allowListSubject,
      body: texts.allowListOffBody(isoAt(book.allowListOffAt)),
      code: null,
      purpose: 'notice',
      link: newDisownLink(ctx, user),
    });
  }
  recordActivity(ctx, user, activityActions.allowListChanged);
  return allowListView(book);
}

/** D22: turning the allow-list on makes every destination still held wait 48 hours from its confirmation. */
function lengthenHolds(ctx: BackendContext, book: AddressBookRecord): void {
  for (const destination of book.destinations) {
    const { confirmedAt, usableAt } = destination;
    if (confirmedAt === null || usableAt === null || usableAt <= ctx.now()) continue;
    destination.usableAt = Math.max(usableAt, confirmedAt + ALLOW_LIST_DESTINATION_HOLD_MS);
  }
}

/** A destination confirmed at `confirmedAt` (stories, tests and the demo's seed; and one typed in the withdraw form). */
export function saveConfirmedDestination(
  ctx: BackendContext,
  user: UserRecord,
  target: DestinationTarget & { label?: string },
  confirmedAt: number,
): DestinationRecord {
  const label =
    target.label ??
    (target.kind === 'bank'
      ? 'Bank account'
      : target.kind === 'recipient'
        ? target.recipient.email
        : `${chainNames[target.chain]} address`);
  const destination = newDestination(ctx, user, label, target);
  destination.addedAt = confirmedAt;
  destination.confirmedAt = confirmedAt;
  destination.usableAt = confirmedAt + holdMsOf(addressBookOf(ctx, user));
  return destination;
}

/** The refusal's text for a destination still held: it names the 48 hours when it waits them. */
export const heldDetail = (destination: DestinationRecord) =>
  destination.confirmedAt !== null &&
  destination.usableAt !== null &&
  destination.usableAt - destination.confirmedAt > DESTINATION_HOLD_MS
    ? serverTexts.destinationHeldAllowList
    : serverTexts.destinationHeld;

/**
 * The destination a bank or crypto withdrawal may go to: saved and past its 24 hours. Not saved: with the
 * allow-list on, refused; off, saved now (the caller checked the step-up proof through `requireProof`) and held.
 */
export function usableDestination(
  ctx: BackendContext,
  user: UserRecord,
  target: DestinationTarget,
  requireProof: () => void,
): DestinationRecord {
  const book = addressBookOf(ctx, user);
  let destination = findDestination(ctx, user, target);
  if (!destination) {
    if (book.allowList)
      throw new ApiError(403, { detail: serverTexts.allowListOn, code: 'allow_list_on' });
    requireProof();
    destination = saveConfirmedDestination(ctx, user, target, ctx.now());
    const texts = mailTextsFor(user.language);
    ctx.sendMail({
      to: user.email,
      subject: texts.destinationAddedSubject,
      body: texts.destinationAddedBody(
        mailDestination(destination),
        isoAt(destination.usableAt ?? ctx.now()),
      ),
      code: null,
      purpose: 'notice',
      link: newDisownLink(ctx, user),
    });
    recordActivity(ctx, user, activityActions.destinationAdded);
  }
  if (destination.usableAt === null || destination.usableAt > ctx.now()) {
    const opensAt = destination.usableAt ?? ctx.now() + holdMsOf(book);
    throw new ApiError(403, {
      detail: heldDetail(destination)(isoAt(opensAt)),
      code: 'destination_held',
      opens_at: isoAt(opensAt),
    });
  }
  return destination;
}
