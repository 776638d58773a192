// Access tokens live 15 minutes, refresh tokens 7 days; a refresh rotates the pair and logout revokes it.
// Issue 24: HS256 under the server's secret; the state keeps no token, no token id and no signature.
import { ApiError } from './apiError';
import { DAY, MINUTE, SECOND } from './clock';
import type { BackendContext } from './context';
import { base64UrlDecode, base64UrlEncode, constantTimeEqual, randomHex } from './randomValues';
import { digestOf } from './serverSecret';
import { serverTexts } from './serverTexts';
import { SESSION_LIFETIME_MS, endSession, hasLapsedAt, touchSession } from './sessions';
import type { SessionRecord, TokenRecord } from './state';

export const ACCESS_TOKEN_TTL_MS = 15 * MINUTE;
export const REFRESH_TOKEN_TTL_MS = 7 * DAY;
/** D15: however often it is refreshed, a session ends 30 days after its sign-in. */
export { SESSION_LIFETIME_MS };

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

/**
 * D15, D22: the session of this token's family has lapsed (or had when it was ended), so it answers
 * `session_expired`, at any call as at a refresh. One revoked before it lapsed stays plainly revoked.
 */
function hasSessionEnded(ctx: BackendContext, record: TokenRecord): boolean {
  const session = sessionOf(ctx, record.family);
  if (!session) return false;
  return hasLapsedAt(ctx, session, session.endedAt ? Date.parse(session.endedAt) : ctx.now());
}

const TOKEN_HEADER = base64UrlEncode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/**
 * Issue 24: a real HS256 signature under the server's secret, which the state never holds; the state keeps
 * each token's record under the SHA-256 of its id (`digestOf(jti)`), never the id or the token. A copy of the
 * state therefore rebuilds no token, and one signed under another secret (the file of another server, or this
 * one restarted with a new secret) is refused.
 */
const signatureOf = (ctx: BackendContext, signed: string) => ctx.keyedHash(`jwt|${signed}`);

/** The token for a record: the same text each time, so a rotated pair can be handed out again (grace window). */
function encodeToken(ctx: BackendContext, jti: string, record: TokenRecord): string {
  const payload = base64UrlEncode(
    JSON.stringify({
      token_type: record.type,
      exp: Math.floor(record.expiresAt / 1000),
      iat: Math.floor(record.issuedAt / 1000),
      jti,
      user_id: record.userId,
    }),
  );
  const signed = `${TOKEN_HEADER}.${payload}`;
  return `${signed}.${signatureOf(ctx, signed)}`;
}

function issueToken(
  ctx: BackendContext,
  type: TokenRecord['type'],
  userId: number,
  family: string,
  jti: string,
): string {
  const now = ctx.now();
  const expiresAt = Math.min(
    now + (type === 'access' ? ACCESS_TOKEN_TTL_MS : REFRESH_TOKEN_TTL_MS),
    sessionEndsAt(ctx, family),
  );
  const record: TokenRecord = { type, userId, issuedAt: now, expiresAt, revoked: false, family };
  ctx.state.tokens[digestOf(jti)] = record;
  return encodeToken(ctx, jti, record);
}

/**
 * The ids of the pair that replaces the refresh token `jti`: derived from it under the secret, so the server
 * can hand the same pair out again within the grace window without keeping it, and nobody else can.
 */
const successorJti = (ctx: BackendContext, jti: string, type: TokenRecord['type']) =>
  ctx.keyedHash(`successor|${type}|${jti}`).slice(0, 32);

interface FoundToken {
  jti: string;
  record: TokenRecord;
}

function findToken(
  ctx: BackendContext,
  token: string,
  type: TokenRecord['type'],
): FoundToken | null {
  const parts = token.split('.');
  const [header, payloadPart, signature] = parts;
  if (parts.length !== 3 || !header || !payloadPart || !signature) return null;
  if (!constantTimeEqual(signatureOf(ctx, `${header}.${payloadPart}`), signature)) return null;
  let payload: { jti?: unknown; token_type?: unknown; user_id?: unknown };
  try {
    payload = JSON.parse(base64UrlDecode(payloadPart)) as typeof payload;
  } catch {
    return null;
  }
  const jti = payload?.jti;
  if (typeof jti !== 'string' || payload.token_type !== type) return null;
  const record = ctx.state.tokens[digestOf(jti)];
  if (!record || record.type !== type || record.userId !== payload.user_id) return null;
  return { jti, record };
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
  jtis: { access: string; refresh: string } = { access: randomHex(16), refresh: randomHex(16) },
): TokenPair {
  pruneExpired(ctx);
  return {
    access_token: issueToken(ctx, 'access', userId, family, jtis.access),
    refresh_token: issueToken(ctx, 'refresh', userId, family, jtis.refresh),
  };
}

/**
 * The user id behind an `Authorization: JWT <token>` header, or 401 token_not_valid; 401 session_expired once
 * the session has lapsed (D22: the idle timeout and the 30 days hold at every call, not only at a refresh).
 */
export function authenticate(ctx: BackendContext, authorization: string | null): number {
  const match = /^JWT\s+(\S+)$/.exec(authorization?.trim() ?? '');
  if (!match?.[1]) throw tokenNotValid();
  const record = findToken(ctx, match[1], 'access')?.record;
  if (!record || record.revoked) throw tokenNotValid();
  // Before the token's own expiry: an access token outlives a short idle timeout, and is cut at the 30 days.
  if (hasSessionEnded(ctx, record)) throw sessionExpired();
  if (record.expiresAt <= ctx.now()) throw tokenNotValid();
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

/** The live pair a rotated token (id `jti`) was replaced by (following later rotations), or null. */
function currentPairAfter(ctx: BackendContext, jti: string, record: TokenRecord): TokenPair | null {
  let [currentJti, current] = [jti, record];
  while (current.rotated) {
    const access = successorJti(ctx, currentJti, 'access');
    const refresh = successorJti(ctx, currentJti, 'refresh');
    const accessRecord = ctx.state.tokens[digestOf(access)];
    const successor = ctx.state.tokens[digestOf(refresh)];
    if (!successor || successor.revoked || successor.expiresAt <= ctx.now()) return null;
    if (!successor.rotated) {
      if (!accessRecord) return null;
      return {
        access_token: encodeToken(ctx, access, accessRecord),
        refresh_token: encodeToken(ctx, refresh, successor),
      };
    }
    [currentJti, current] = [refresh, successor];
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
  const found = findToken(ctx, refreshToken, 'refresh');
  if (!found) throw refreshNotValid();
  const { jti, record } = found;
  if (!record.rotated && hasSessionEnded(ctx, record)) {
    revokeFamily(ctx, record.family);
    throw sessionExpired();
  }
  if (record.expiresAt <= ctx.now()) throw refreshNotValid();
  if (record.rotated && !record.revoked) {
    const current =
      ctx.now() - record.rotated.at <= ROTATION_GRACE_MS
        ? currentPairAfter(ctx, jti, record)
        : null;
    if (current) return { ...current, userId: record.userId };
    revokeFamily(ctx, record.family);
    throw refreshNotValid();
  }
  if (record.revoked) {
    revokeFamily(ctx, record.family);
    throw refreshNotValid();
  }
  const pair = issueTokenPair(ctx, record.userId, record.family, {
    access: successorJti(ctx, jti, 'access'),
    refresh: successorJti(ctx, jti, 'refresh'),
  });
  touchSession(ctx, record.family);
  record.rotated = { at: ctx.now() };
  return { ...pair, userId: record.userId };
}

/** Logout: revokes the refresh token's family (its access tokens included). Unknown tokens are ignored. */
export function revokeSession(ctx: BackendContext, userId: number, refreshToken: string): void {
  const record = findToken(ctx, refreshToken, 'refresh')?.record;
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
  return token ? findToken(ctx, token, 'access')?.record.family : undefined;
}
