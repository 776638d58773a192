// Issue 40 (D22): the device identifier the server issues at a sign-in (`device_id`) is kept in local storage and
// sent as `X-Device-Id` to the sign-in operations only; with it, a device the account trusts keeps signing in while
// strangers' failures pause everyone else. A header, not a cookie: the API may be on another origin (see the
// contract's `DeviceId` parameter).
import type { Middleware } from 'openapi-fetch';
import type { ApiClients } from '../client';
import { storageKeys, type KeyValueStorage } from '../session/sessionStore';
import { createStoredStore, storedText } from '../storage/storedStore';

export const DEVICE_ID_HEADER = 'X-Device-Id';

const signInPaths: ReadonlySet<string> = new Set([
  '/auth/login/',
  '/auth/login/second-factor/',
  '/auth/login/passkey/',
  '/auth/signup/verify-otp/',
]);

/** What the contract allows (`maxLength: 128`); anything else is not kept. */
const isDeviceId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9._-]{1,128}$/.test(value);

export function createDeviceIdMiddleware(storage: KeyValueStorage): Middleware {
  // A storage that refuses the write (full, or blocked) leaves the browser a stranger to the server; the sign-in
  // itself goes on and meets the same storage when it stores the session, which says so in the flow's own words.
  const deviceId = createStoredStore(storageKeys.deviceId, storedText(isDeviceId), {
    storage,
    events: null,
  });
  return {
    onRequest({ request, schemaPath }) {
      if (!signInPaths.has(schemaPath)) return request;
      const stored = deviceId.get();
      if (stored !== null) request.headers.set(DEVICE_ID_HEADER, stored);
      return request;
    },
    async onResponse({ response, schemaPath }) {
      if (!signInPaths.has(schemaPath) || !response.ok) return response;
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { device_id?: unknown } | null;
      if (isDeviceId(body?.device_id)) deviceId.set(body.device_id);
      return response;
    },
  };
}

const clientsWithDeviceIds = new WeakSet<ApiClients['api']>();

/**
 * Puts the middleware on the clients at their first sign-in call, once: from the sign-in modules, so it stays out of
 * the entry chunk that every page's first paint loads (the bundle budget of `/`).
 */
export function sendDeviceIdWith({ api, session }: Pick<ApiClients, 'api' | 'session'>): void {
  if (clientsWithDeviceIds.has(api)) return;
  clientsWithDeviceIds.add(api);
  api.use(createDeviceIdMiddleware(session.storage));
}
