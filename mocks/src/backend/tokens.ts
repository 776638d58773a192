// Access tokens live 15 minutes, refresh tokens 7 days; a refresh rotates the pair and logout revokes it.
import { ApiError } from './apiError';
import { DAY, MINUTE, SECOND } from './clock';
import type { BackendContext } from './context';
import { base64UrlDecode, base64UrlEncode, constantTimeEqual, randomHex } from './randomValues';
import { serverTexts } from './serverTexts';
import { securityOf } from './secondFactor';
import { endSession, touchSession } from './sessions';
import type { SessionRecord, TokenRecord } from './state';

export const ACCESS_TOKEN_TTL_MS = 15 * MINUTE;
export const REFRESH_TOKEN_TTL_MS = 7 * DAY;
/** D15: however often it is refreshed, a session ends 30 days after its sign-in. */
export const SESSION_LIFETIME_MS = 30 * DAY;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

const tokenNotValid = () =>
  new ApiError(401, { detail: serverTexts.tokenNotValid, code: 'token_not_valid' });
const refreshNotValid = () =>
  new ApiError(401, { detail: serverTexts.refreshInvalid, code: 'token_not_valid' });
const sessionExpired = () =>
  new ApiError(401, { detail: serverTexts.sessionExpired, code: 'session_expired' });

const sessionOf = (ctx: BackendContext, family: string): SessionRecord | undefined =>
  ctx.state.sessions.find((session) => session.id === family);

/** The moment the family's session reaches its absolute lifetime (none for a token without a session). */
function sessionEndsAt(ctx: BackendContext, family: string): number {
  const session = sessionOf(ctx, family);
  return session ? Date.parse(session.startedAt) + SESSION_LIFETIME_MS : Infinity;
}

/** D15: past its lifetime, or idle longer than the user's idle timeout, a session cannot be refreshed. */
function hasSessionEnded(ctx: BackendContext, record: TokenRecord): boolean {
  const session = sessionOf(ctx, record.family);
  if (!session) return false;
  const user = ctx.state.users.find((candidate) => candidate.id === record.userId);
  const idleMs = (user ? securityOf(ctx, user).idleTimeoutMinutes : 15) * MINUTE;
  const now = ctx.now();
  return (
    now >= sessionEndsAt(ctx, record.family) || now - Date.parse(session.lastActiveAt) > idleMs
  );
}

function issueToken(
  ctx: BackendContext,
  type: TokenRecord['type'],
  userId: number,
  family: string,
): string {
  const now = ctx.now();
  const jti = randomHex(16);
  const signature = randomHex(32);
  const expiresAt = Math.min(
    now + (type === 'access' ? ACCESS_TOKEN_TTL_MS : REFRESH_TOKEN_TTL_MS),
    sessionEndsAt(ctx, family),
  );
  ctx.state.tokens[jti] = { jti, type, userId, signature, expiresAt, revoked: false, family };
  // JWT-shaped so clients may read `exp`; the signature is a random secret the server looks up, not a real HMAC.
  const header = base64UrlEncode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64UrlEncode(
    JSON.stringify({
      token_type: type,
      exp: Math.floor(expiresAt / 1000),
      iat: Math.floor(now / 1000),
      jti,
      user_id: userId,
    }),
  );
  return `${header}.${payload}.${signature}`;
}

function jtiOf(token: string): string {
  const payloadPart = token.split('.')[1] ?? '';
  return (JSON.parse(base64UrlDecode(payloadPart)) as { jti: string }).jti;
}

function findToken(
  ctx: BackendContext,
  token: string,
  type: TokenRecord['type'],
): TokenRecord | null {
  const [, payloadPart, signature] = token.split('.');
  if (!payloadPart || !signature) return null;
  let jti: unknown;
  try {
    jti = (JSON.parse(base64UrlDecode(payloadPart)) as { jti?: unknown }).jti;
  } catch {
    return null;
  }
  if (typeof jti !== 'string') return null;
  const record = ctx.state.tokens[jti];
  if (!record || record.type !== type || !constantTimeEqual(record.signature, signature))
    return null;
  return record;
}

function pruneExpired(ctx: BackendContext): void {
  const now = ctx.now();
  for (const [jti, record] of Object.entries(ctx.state.tokens)) {
    if (record.expiresAt <= now) delete ctx.state.tokens[jti];
  }
}

export function issueTokenPair(
  ctx: BackendContext,
  userId: number,
  family: string = randomHex(8),
): TokenPair {
  pruneExpired(ctx);
  return {
    access_token: issueToken(ctx, 'access', userId, family),
    refresh_token: issueToken(ctx, 'refresh', userId, family),
  };
}

/** The user id behind an `Authorization: JWT <token>` header, or 401 token_not_valid. */
export function authenticate(ctx: BackendContext, authorization: string | null): number {
  const match = /^JWT\s+(\S+)$/.exec(authorization?.trim() ?? '');
  if (!match?.[1]) throw tokenNotValid();
  const record = findToken(ctx, match[1], 'access');
  if (!record || record.revoked || record.expiresAt <= ctx.now()) throw tokenNotValid();
  if (!ctx.state.users.some((user) => user.id === record.userId)) throw tokenNotValid();
  touchSession(ctx, record.family);
  return record.userId;
}

/** Ends a session: every token of its family stops working at once (D12). */
export function revokeFamily(ctx: BackendContext, family: string): void {
  for (const record of Object.values(ctx.state.tokens)) {
    if (record.family === family) record.revoked = true;
  }
  endSession(ctx, family);
}

/**
 * Two tabs of one browser may both present the token one of them has just rotated. Within this window
 * the second one gets the pair the rotation issued instead of a revocation; after it, reuse is theft.
 */
export const ROTATION_GRACE_MS = 30 * SECOND;

/** The live pair a rotated token was replaced by (following later rotations), or null. */
function currentPairAfter(ctx: BackendContext, record: TokenRecord): TokenPair | null {
  let rotated = record.rotated;
  while (rotated) {
    const successor = ctx.state.tokens[rotated.successorJti];
    if (!successor || successor.revoked || successor.expiresAt <= ctx.now()) return null;
    if (!successor.rotated) return { ...rotated.successor };
    rotated = successor.rotated;
  }
  return null;
}

/**
 * Rotates: the old refresh token stops working and a new pair is issued. Reusing a rotated token
 * revokes its whole family, except within the grace window, which answers with the current pair.
 */
export function rotateRefreshToken(
  ctx: BackendContext,
  refreshToken: string,
): TokenPair & { userId: number } {
  const record = findToken(ctx, refreshToken, 'refresh');
  if (!record) throw refreshNotValid();
  if (!record.revoked && !record.rotated && hasSessionEnded(ctx, record)) {
    revokeFamily(ctx, record.family);
    throw sessionExpired();
  }
  if (record.expiresAt <= ctx.now()) throw refreshNotValid();
  if (record.rotated && !record.revoked) {
    const current =
      ctx.now() - record.rotated.at <= ROTATION_GRACE_MS ? currentPairAfter(ctx, record) : null;
    if (current) return { ...current, userId: record.userId };
    revokeFamily(ctx, record.family);
    throw refreshNotValid();
  }
  if (record.revoked) {
    revokeFamily(ctx, record.family);
    throw refreshNotValid();
  }
  const pair = issueTokenPair(ctx, record.userId, record.family);
  touchSession(ctx, record.family);
  record.rotated = {
    at: ctx.now(),
    successorJti: jtiOf(pair.refresh_token),
    successor: { ...pair },
  };
  return { ...pair, userId: record.userId };
}

/** Logout: revokes the refresh token's family (its access tokens included). Unknown tokens are ignored. */
export function revokeSession(ctx: BackendContext, userId: number, refreshToken: string): void {
  const record = findToken(ctx, refreshToken, 'refresh');
  if (record && record.userId === userId) revokeFamily(ctx, record.family);
}

/** After a password reset or change every session of the user ends. */
export function revokeAllSessions(
  ctx: BackendContext,
  userId: number,
  exceptFamily?: string,
): void {
  const families = new Set<string>();
  for (const record of Object.values(ctx.state.tokens)) {
    if (record.userId === userId && record.family !== exceptFamily) families.add(record.family);
  }
  for (const session of ctx.state.sessions) {
    if (session.userId === userId && session.id !== exceptFamily) families.add(session.id);
  }
  for (const family of families) revokeFamily(ctx, family);
}

export function accessTokenFamily(
  ctx: BackendContext,
  authorization: string | null,
): string | undefined {
  const token = /^JWT\s+(\S+)$/.exec(authorization?.trim() ?? '')?.[1];
  return token ? findToken(ctx, token, 'access')?.family : undefined;
}
