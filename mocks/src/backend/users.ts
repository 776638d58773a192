import { ApiError } from './apiError';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { canonicalEmail } from './emailAddress';
import { serverTexts } from './serverTexts';
import type { AccountRecord, UserRecord } from './state';

export function findUserByEmail(ctx: BackendContext, email: string): UserRecord | undefined {
  const wanted = canonicalEmail(email);
  return ctx.state.users.find((user) => user.email === wanted);
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
