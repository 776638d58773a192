// Issue 40 (D22, ASVS 6.1.1): a browser is known by an identifier this server issued at a sign-in and the client
// keeps (local storage, sent as X-Device-Id), not by its user agent, which every Chrome on Windows shares. The
// identifier carries a tag under the server's secret, so only identifiers this server issued are read; the state
// keeps their digests, so a saved state holds none to present.
import type { BackendContext } from './context';
import { constantTimeEqual, randomHex } from './randomValues';
import { securityOf } from './secondFactor';
import { digestOf } from './serverSecret';
import type { UserRecord } from './state';

export const DEVICE_ID_HEADER = 'X-Device-Id';
/** How many devices an account remembers; the oldest is forgotten first. */
export const TRUSTED_DEVICE_LIMIT = 20;

const tagOf = (ctx: BackendContext, nonce: string) =>
  ctx.keyedHash(`device-id|${nonce}`).slice(0, 32);

export function issueDeviceId(ctx: BackendContext): string {
  const nonce = randomHex(16);
  return `${nonce}.${tagOf(ctx, nonce)}`;
}

/** The identifier presented, when this server issued it; null when absent, malformed or made up. */
export function readDeviceId(
  ctx: BackendContext,
  presented: string | null | undefined,
): string | null {
  const match = /^([0-9a-f]{32})\.([0-9a-f]{32})$/.exec(presented ?? '');
  if (!match) return null;
  return constantTimeEqual(tagOf(ctx, match[1] ?? ''), match[2] ?? '') ? (presented ?? null) : null;
}

/** How the state names a device: `device:` and the identifier's digest. */
export const deviceKeyOf = (deviceId: string) => `device:${digestOf(deviceId)}`;

/** The device's key when the account trusts it (it signed in from there before); null for a stranger. */
export function trustedDeviceKey(
  ctx: BackendContext,
  user: UserRecord,
  deviceId: string | null,
): string | null {
  if (deviceId === null) return null;
  const key = deviceKeyOf(deviceId);
  return securityOf(ctx, user).knownDevices.includes(key) ? key : null;
}

/** Stands in the list for devices forgotten: no digest, so no device; the list is not empty, so none is `first`. */
const FORGOTTEN_DEVICES = 'device:forgotten';

/**
 * D22: This wasn't me and a password reset trust no device any more, the attacker's among them: each has to sign
 * in again (e-mailed as new) before it counts its failures apart from strangers'.
 */
export function forgetTrustedDevices(ctx: BackendContext, user: UserRecord): void {
  securityOf(ctx, user).knownDevices = [FORGOTTEN_DEVICES];
}

/**
 * Remembers a device after a sign-in from it. `new` when the account had trusted others (the owner is told), `first`
 * when it had none (the device the account was made on, or the first since this rule began), else `known`.
 */
export function trustDevice(
  ctx: BackendContext,
  user: UserRecord,
  deviceId: string,
): 'first' | 'known' | 'new' {
  const security = securityOf(ctx, user);
  const key = deviceKeyOf(deviceId);
  const known = security.knownDevices.includes(key);
  const first = security.knownDevices.length === 0;
  security.knownDevices = [...security.knownDevices.filter((item) => item !== key), key].slice(
    -TRUSTED_DEVICE_LIMIT,
  );
  if (known) return 'known';
  return first ? 'first' : 'new';
}

/**
 * The trusted device a session signed in from, whose own failure count its step-ups and password checks use; null
 * (the account's shared count) when it has none or the account no longer trusts it.
 */
export function sessionTrustedDevice(
  ctx: BackendContext,
  user: UserRecord,
  family: string | undefined,
): string | null {
  const session = ctx.state.sessions.find((candidate) => candidate.id === family);
  const key = session?.userId === user.id ? session.deviceKey : undefined;
  return key !== undefined && securityOf(ctx, user).knownDevices.includes(key) ? key : null;
}
