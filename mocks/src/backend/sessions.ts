// D12: every sign-in is a session (one refresh-token family) the user can see and end.
import { ApiError } from './apiError';
import { recordActivity } from './activity';
import { DAY, MINUTE } from './clock';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { securityOf } from './secondFactor';
import type { MailDevice } from './mailTexts';
import { activityActions, serverTexts } from './serverTexts';
import type { SessionRecord, UserRecord } from './state';

/**
 * Who is calling: the user agent the request came with (MSW in a page reads the page's), which only names the
 * device in lists and e-mails, and the device identifier it sent (`X-Device-Id`, issue 40), which is what a
 * device is known by.
 */
export interface ClientInfo {
  userAgent: string | null;
  deviceId?: string | null;
}

export const unknownClient: ClientInfo = { userAgent: null, deviceId: null };

const browsers: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** The browser and system a user agent names (either may be missing); e-mails word them in the account's language. */
export function deviceParts(userAgent: string | null): MailDevice {
  const agent = userAgent ?? '';
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1];
  return { browser, system };
}

/** `Chrome on Linux`, `Safari on iPhone`…; `Unknown device` when the user agent says nothing we know. */
export function deviceName(userAgent: string | null): string {
  const { browser, system } = deviceParts(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? serverTexts.unknownDevice;
}

export function startSession(
  ctx: BackendContext,
  user: UserRecord,
  family: string,
  client: ClientInfo,
  deviceKey: string,
): void {
  const now = isoAt(ctx.now());
  ctx.state.sessions.push({
    id: family,
    userId: user.id,
    deviceKey,
    device: deviceName(client.userAgent),
    ipAddress: user.ipAddress,
    location: user.location,
    startedAt: now,
    lastActiveAt: now,
    endedAt: null,
  });
}

function findSession(ctx: BackendContext, family: string | undefined): SessionRecord | undefined {
  return family === undefined
    ? undefined
    : ctx.state.sessions.find((session) => session.id === family);
}

export function touchSession(ctx: BackendContext, family: string): void {
  const session = findSession(ctx, family);
  if (session && session.endedAt === null) session.lastActiveAt = isoAt(ctx.now());
}

export function endSession(ctx: BackendContext, family: string): void {
  const session = findSession(ctx, family);
  if (session && session.endedAt === null) session.endedAt = isoAt(ctx.now());
}

/** D15: a session ends 30 days after its sign-in, whatever its tokens say. */
export const SESSION_LIFETIME_MS = 30 * DAY;

/** D15: whether a session is past its lifetime, or was idle longer than the user's idle timeout, at `at`. */
export function hasLapsedAt(ctx: BackendContext, session: SessionRecord, at: number): boolean {
  const user = ctx.state.users.find((candidate) => candidate.id === session.userId);
  const idleMs = (user ? securityOf(ctx, user).idleTimeoutMinutes : 15) * MINUTE;
  return (
    at >= Date.parse(session.startedAt) + SESSION_LIFETIME_MS ||
    at - Date.parse(session.lastActiveAt) > idleMs
  );
}

/**
 * A session is live while it has not ended, has not lapsed (D22: a lapsed one answers no call, so it is not
 * listed either) and a refresh token of its family can still be used.
 */
function isLive(ctx: BackendContext, session: SessionRecord): boolean {
  if (session.endedAt !== null) return false;
  const now = ctx.now();
  if (hasLapsedAt(ctx, session, now)) return false;
  return Object.values(ctx.state.tokens).some(
    (token) =>
      token.family === session.id &&
      token.type === 'refresh' &&
      !token.revoked &&
      !token.rotated &&
      token.expiresAt > now,
  );
}

function liveSessionsOf(ctx: BackendContext, user: UserRecord): SessionRecord[] {
  return ctx.state.sessions.filter((session) => session.userId === user.id && isLive(ctx, session));
}

export function listSessions(ctx: BackendContext, user: UserRecord, currentFamily?: string) {
  return liveSessionsOf(ctx, user)
    .sort(
      (a, b) =>
        Number(b.id === currentFamily) - Number(a.id === currentFamily) ||
        b.lastActiveAt.localeCompare(a.lastActiveAt) ||
        b.startedAt.localeCompare(a.startedAt),
    )
    .map((session) => ({
      id: session.id,
      device: session.device,
      ip_address: session.ipAddress,
      location: session.location,
      started_at: session.startedAt,
      last_active_at: session.lastActiveAt,
      current: session.id === currentFamily,
    }));
}

/** Ends a family's tokens; tokens.ts supplies it so this module does not import the token store. */
export type RevokeFamily = (family: string) => void;

export function revokeOneSession(
  ctx: BackendContext,
  user: UserRecord,
  id: string,
  currentFamily: string | undefined,
  revokeFamily: RevokeFamily,
): void {
  const session = liveSessionsOf(ctx, user).find((candidate) => candidate.id === id);
  if (!session) throw new ApiError(404, { detail: serverTexts.notFound });
  if (session.id === currentFamily)
    throw new ApiError(400, { detail: serverTexts.revokeCurrentSession });
  revokeFamily(session.id);
  recordActivity(ctx, user, activityActions.sessionRevoked);
}

export function revokeOtherSessions(
  ctx: BackendContext,
  user: UserRecord,
  currentFamily: string | undefined,
  revokeFamily: RevokeFamily,
) {
  const others = liveSessionsOf(ctx, user).filter((session) => session.id !== currentFamily);
  for (const session of others) revokeFamily(session.id);
  if (others.length > 0) recordActivity(ctx, user, activityActions.otherSessionsRevoked);
  return { message: serverTexts.otherSessionsRevoked(others.length), revoked: others.length };
}
