import { findUserByUndoableEmail } from './emailChangeUndo';
import { ApiError } from './apiError';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { DAY } from './clock';
import { emailAddressMessages } from '@tp/messages';
import { canonicalEmail, emailSkeleton, mixesScripts } from './emailAddress';
import { serverTexts } from './serverTexts';
import type { AccountRecord, UserRecord } from './state';

/** A user's address as lookups compare it, worked out once per address the record has held. */
interface EmailKeys {
  email: string;
  canonical: string;
  skeleton?: string;
}

// Keyed by the record, so whatever adds, removes, restores or re-addresses users, nothing goes stale: a
// changed `email` is seen and read afresh, and a dropped record's keys go with it.
const emailKeysOf = new WeakMap<UserRecord, EmailKeys>();

function emailKeys(user: UserRecord): EmailKeys {
  let keys = emailKeysOf.get(user);
  if (keys?.email !== user.email) {
    // Canonical again: an address stored before D16's NFKC folding is still found by its folded form.
    keys = { email: user.email, canonical: canonicalEmail(user.email) };
    emailKeysOf.set(user, keys);
  }
  return keys;
}

export function findUserByEmail(ctx: BackendContext, email: string): UserRecord | undefined {
  const wanted = canonicalEmail(email);
  return ctx.state.users.find((user) => emailKeys(user).canonical === wanted);
}

/**
 * D16: a user other than `exceptUserId` whose address is not `email` (canonical) but looks like it (the
 * same TR39 skeleton). One pass over the users, each skeleton worked out once per address.
 */
export function findConfusableUser(
  ctx: BackendContext,
  email: string,
  exceptUserId?: number,
): UserRecord | undefined {
  const wanted = emailSkeleton(email);
  return ctx.state.users.find((user) => {
    if (user.id === exceptUserId) return false;
    const keys = emailKeys(user);
    keys.skeleton ??= emailSkeleton(keys.canonical);
    return keys.skeleton === wanted && keys.canonical !== email;
  });
}

/**
 * D16: why `email` (canonical and e-mail-shaped) cannot become the address of a new account, or of
 * `ownerId`'s: it mixes scripts, another account has it, or it looks like another account's. Null if it can.
 */
export function newAddressRefusal(
  ctx: BackendContext,
  email: string,
  ownerId?: number,
): string | null {
  if (mixesScripts(email)) return emailAddressMessages.lookalike;
  // D22: an address another account had in the last 7 days is still that account's to take back.
  const holder = findUserByEmail(ctx, email) ?? findUserByUndoableEmail(ctx, email);
  if (holder && holder.id !== ownerId) return serverTexts.duplicateEmail;
  return findConfusableUser(ctx, email, ownerId) ? emailAddressMessages.lookalike : null;
}

/**
 * D16: a transfer never goes to an address that mixes scripts or that looks like another account's, even
 * when an account holds it exactly (one made before this rule): the sender could not tell the two apart.
 */
export function lookalikeRecipientRefusal(ctx: BackendContext, email: string): string | null {
  return mixesScripts(email) || findConfusableUser(ctx, email)
    ? emailAddressMessages.lookalike
    : null;
}

export function getUser(ctx: BackendContext, userId: number): UserRecord {
  const user = ctx.state.users.find((candidate) => candidate.id === userId);
  if (!user)
    throw new ApiError(401, { detail: serverTexts.tokenNotValid, code: 'token_not_valid' });
  return user;
}

export function getAccount(ctx: BackendContext, userId: number): AccountRecord {
  let account = ctx.state.accounts.find((candidate) => candidate.userId === userId);
  if (!account) {
    account = {
      id: ctx.nextId('account'),
      userId,
      balanceCents: 0,
      heldCents: 0,
      updatedAt: isoAt(ctx.now()),
    };
    ctx.state.accounts.push(account);
  }
  return account;
}

export function availableCents(account: AccountRecord): number {
  return account.balanceCents - account.heldCents;
}

/** Django's limit, and the contract's maxLength of every `username`. */
export const USERNAME_MAX_LENGTH = 150;

/** A free username from the name: "alexmorgan", then "alexmorgan2"…, cut to fit USERNAME_MAX_LENGTH. */
export function uniqueUsername(
  ctx: BackendContext,
  firstName: string,
  lastName: string,
  email: string,
): string {
  const fromName = `${firstName}${lastName}`.toLowerCase().replace(/[^a-z0-9]/g, '');
  const base =
    fromName ||
    canonicalEmail(email)
      .split('@')[0]
      ?.replace(/[^a-z0-9]/g, '') ||
    'user';
  const withSuffix = (suffix: string) =>
    `${base.slice(0, USERNAME_MAX_LENGTH - suffix.length)}${suffix}`;
  const taken = new Set(ctx.state.users.map((user) => user.username));
  if (!taken.has(withSuffix(''))) return withSuffix('');
  for (let suffix = 2; ; suffix += 1) {
    if (!taken.has(withSuffix(String(suffix)))) return withSuffix(String(suffix));
  }
}

const cities: Record<string, string> = {
  'United States': 'New York, United States',
  Canada: 'Toronto, Canada',
  'United Kingdom': 'Manchester, United Kingdom',
  Australia: 'Sydney, Australia',
  India: 'Bengaluru, India',
};

/** A documentation address (RFC 5737) and a plausible location for a new user. */
export function networkOrigin(
  userId: number,
  country: string | null,
): { ipAddress: string; location: string } {
  return {
    ipAddress: `203.0.113.${100 + (userId % 150)}`,
    location: cities[country ?? ''] ?? 'New York, United States',
  };
}

/** Issue 24: how long a new account may go without confirming its address before it is forgotten. */
export const UNVERIFIED_ACCOUNT_TTL_MS = DAY;

/**
 * Issue 24: an account whose e-mailed sign-up code was never confirmed is removed a day after sign-up, once
 * no sign-up code for it is live (a code sent late keeps it for that code's 10 minutes), with its account,
 * activity and settings: anonymous sign-ups cannot grow the state without bound, and an address someone
 * else signed up with is free again. Ids are never reused, so nothing left pointing at one finds another user.
 */
export function pruneUnverifiedSignups(ctx: BackendContext): void {
  const now = ctx.now();
  const stale = ctx.state.users.filter(
    (user) => !user.emailVerified && Date.parse(user.dateJoined) + UNVERIFIED_ACCOUNT_TTL_MS <= now,
  );
  if (stale.length === 0) return;
  const liveCodes = new Set(
    Object.values(ctx.state.codes)
      .filter((code) => code.purpose === 'signup' && code.expiresAt > now)
      .map((code) => code.subject),
  );
  const gone = new Set(stale.filter((user) => !liveCodes.has(user.email)).map((user) => user.id));
  if (gone.size === 0) return;
  const kept = <T extends { userId: number }>(records: T[]) =>
    records.filter((record) => !gone.has(record.userId));
  ctx.state.users = ctx.state.users.filter((user) => !gone.has(user.id));
  ctx.state.accounts = kept(ctx.state.accounts);
  ctx.state.summaries = kept(ctx.state.summaries);
  ctx.state.holdings = kept(ctx.state.holdings);
  ctx.state.activity = kept(ctx.state.activity);
  for (const id of gone) {
    delete ctx.state.security[String(id)];
    delete ctx.state.addressBooks[String(id)];
  }
}
