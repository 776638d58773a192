// Named session scenarios (D12): other devices signed in, and a sign-out of a session that had already ended.
import type { MockBackend } from '../backend/MockBackend';
import { DEMO_USERS, SEED_NOW } from '../backend/seed';
import { serverTexts } from '../backend/serverTexts';
import { deviceName } from '../backend/sessions';
import { authorizationOf, respond } from '../handlers/respond';
import { defineScenario } from './defineScenario';

/** Two devices besides the one asking: a phone and a desktop browser. */
export const otherDeviceAgents = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
] as const;

const minutesBefore = (minutes: number) =>
  new Date(Date.parse(SEED_NOW) - minutes * 60_000).toISOString();

/** Without a backend: Alex on this device and on the two others. */
const fixtureSessions = [
  {
    id: 'a1b2c3d4e5f60718',
    device: 'Chrome on Linux',
    ip_address: '203.0.113.24',
    location: 'San Francisco, United States',
    started_at: minutesBefore(30),
    last_active_at: minutesBefore(0),
    current: true,
  },
  {
    id: 'b2c3d4e5f6071829',
    device: deviceName(otherDeviceAgents[0]),
    ip_address: '198.51.100.7',
    location: 'Oakland, United States',
    started_at: minutesBefore(60 * 26),
    last_active_at: minutesBefore(45),
    current: false,
  },
  {
    id: 'c3d4e5f60718293a',
    device: deviceName(otherDeviceAgents[1]),
    ip_address: '192.0.2.180',
    location: 'Seattle, United States',
    started_at: minutesBefore(60 * 24 * 6),
    last_active_at: minutesBefore(60 * 24 * 2),
    current: false,
  },
];

/** Sign-ins in flight per backend and user, so two quick reads do not sign in twice. */
const signingIn = new WeakMap<MockBackend, Map<number, Promise<void>>>();

/**
 * Signs a demo user in on the other devices, once: a device that already had a session (even one
 * signed out since) is not signed in again, so a sign-out sticks. Other users have no known password.
 */
function signInElsewhere(backend: MockBackend, userId: number): Promise<void> {
  const inFlight = signingIn.get(backend) ?? new Map<number, Promise<void>>();
  signingIn.set(backend, inFlight);
  const running = inFlight.get(userId);
  if (running) return running;
  const work = (async () => {
    const { email } = backend.api.getProfile(userId);
    const demo = Object.values(DEMO_USERS).find((user) => user.email === email);
    if (!demo) return;
    for (const userAgent of otherDeviceAgents) {
      const device = deviceName(userAgent);
      const had = backend.state.sessions.some(
        (session) => session.userId === userId && session.device === device,
      );
      if (!had)
        await backend.api.login({ email: demo.email, password: demo.password }, { userAgent });
    }
  })().finally(() => inFlight.delete(userId));
  inFlight.set(userId, work);
  return work;
}

export const sessionScenarios = [
  /**
   * The user is also signed in on a phone and a desktop browser. With a backend (stories, the demo's
   * `?scenario=`), they are real sessions it signs in on the first read, so signing them out works;
   * without one, a fixed list.
   */
  defineScenario('sessions.list.otherDevices', 'listSessions', 200, ({ api, backend }) => [
    api.get('/auth/sessions/', ({ request, response }) =>
      backend
        ? respond(response, 0, async () => {
            const authorization = authorizationOf(request);
            const userId = backend.authenticate(authorization);
            await signInElsewhere(backend, userId);
            return response(200).json(backend.api.listSessions(userId, authorization));
          })
        : response(200).json(fixtureSessions),
    ),
  ]),
  /**
   * The session ended elsewhere just before the sign-out arrived (another device signed it out, or it
   * expired): 404. With a backend it really ends first, so the list read again no longer has it.
   */
  defineScenario('sessions.revoke.notFound', 'revokeSession', 404, ({ api, backend }) => [
    api.delete('/auth/sessions/{id}/', async ({ request, params, response }) => {
      if (backend) {
        const authorization = authorizationOf(request);
        try {
          await backend.api.revokeSession(
            backend.authenticate(authorization),
            String(params.id),
            authorization,
          );
        } catch {
          // Already ended, or not the caller's: the answer is the same 404.
        }
      }
      return response(404).json({ detail: serverTexts.notFound });
    }),
  ]),
] as const;
