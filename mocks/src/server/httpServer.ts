// The mock API over real HTTP (issue 14): the same MockBackend and handlers as the demo, for the production build's
// tests and for a demo shared between browsers. Storybook, unit tests and the in-browser demo keep using MSW.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP, type Socket } from 'node:net';
import { getResponse, type HttpHandler } from 'msw';
import { MockBackend } from '../backend/MockBackend';
import {
  needsRehash,
  SERVER_PBKDF2_ITERATIONS,
  upgradePasswordHash,
  verifyPassword,
} from '../backend/passwordHashing';
import { DEMO_USERS } from '../backend/seed';
import { secretFromText, type ServerSecret } from '../backend/serverSecret';
import type { BackendState } from '../backend/state';
import { findUserByEmail } from '../backend/users';
import { createHandlers } from '../handlers';
import { serverTexts } from '../backend/serverTexts';
import { JSON_BODY_DEADLINE_MS, readBody, SlowBodyError } from './bodyReader';
import { createDataFileWriter } from './dataFileWriter';
import {
  serveMarketStream,
  STREAM_TOOLS_PATH,
  streamToolAnswer,
  type MarketStreamServer,
} from './marketStreamServer';
import { apiPathOf, operationAt } from '../handlers/contractRoutes';
import {
  createClientFailures,
  CLIENT_FAILURE_LIMIT,
  CLIENT_SIGNUP_LIMIT,
  CLIENT_SIGNUP_WINDOW_MS,
  notCounted,
  reserveEach,
  signupsMade,
  type ReservedAttempt,
} from './clientFailures';

/** `MOCK_API_SECRET`'s reader, for scripts/api-serve.mjs. */
export { secretFromText };

/** The base the handlers are built for; every incoming path is read against it, whatever host the client used. */
const INTERNAL_BASE = 'http://mock-api.internal';
/** The market API's routes live under this prefix of the same server (nothing outside the machine is reached). */
export const MARKET_PREFIX = '/market';
/** Test-only: the e-mails the server "sent", when started with `exposeOutbox`. */
export const OUTBOX_PATH = '/__test__/outbox';
const internalBases = {
  apiBaseUrl: INTERNAL_BASE,
  marketBaseUrl: `${INTERNAL_BASE}${MARKET_PREFIX}`,
};

// Issue 40: X-Device-Id, so a cross-origin app's sign-ins name their device too.
const allowedHeaders = 'Authorization, Content-Type, Idempotency-Key, X-Step-Up-Token, X-Device-Id';
const allowedMethods = 'GET, POST, PATCH, DELETE, OPTIONS';

/** Issue 24: what a body may weigh, by route, checked before anything else (authentication included). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** Only the deposit upload carries a file: the proof's 5 MB and the form around it. */
export const MAX_UPLOAD_BODY_BYTES = 6 * 1024 * 1024;
const uploadPath = '/api/deposits/';

/** Slow clients cannot hold a connection open: headers within 10 s, the whole request within 30 s. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_CONNECTIONS = 256;
/** How often Node checks those timeouts (its default, 30 s, let a header-less connection live up to 40 s). */
export const CONNECTIONS_CHECK_MS = 1_000;

const bodyLimitOf = (method: string, pathname: string) =>
  method === 'POST' && pathname === uploadPath ? MAX_UPLOAD_BODY_BYTES : MAX_JSON_BODY_BYTES;
/** Issue 40: when the whole body must have arrived; the upload's 6 MB gets the request timeout. */
const bodyDeadlineOf = (method: string, pathname: string) =>
  method === 'POST' && pathname === uploadPath ? REQUEST_TIMEOUT_MS : JSON_BODY_DEADLINE_MS;

/** The media type a body must have on this route: the deposit upload is multipart, everything else JSON. */
const mediaTypeOf = (method: string, pathname: string) =>
  method === 'POST' && pathname === uploadPath ? 'multipart/form-data' : 'application/json';

/**
 * Issue 24: a body whose Content-Type is not the operation's is refused (415) before it is read, so a
 * cross-site `text/plain` form POST, which needs no preflight, never reaches sign-up, sign-in or a reset.
 */
function hasExpectedMediaType(request: IncomingMessage, pathname: string): boolean {
  const method = request.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || method === 'DELETE')
    return true;
  const length = Number(request.headers['content-length'] ?? '0');
  const chunked = /chunked/i.test(request.headers['transfer-encoding'] ?? '');
  if (!chunked && length === 0) return true;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  return type === mediaTypeOf(method, pathname);
}

/** Issue 24: the test outbox lists codes, so it is served only on a loopback address or behind a token. */
export function outboxAllowed(host: string, token: string | null | undefined): boolean {
  return Boolean(token) || ['127.0.0.1', '::1', 'localhost'].includes(host);
}

export interface ApiServerOptions {
  /** The browser origin allowed by CORS (e.g. `http://127.0.0.1:8080`); none when absent. */
  allowedOrigin?: string | null;
  /** Serve the outbox at `OUTBOX_PATH`. Never in a deployment. */
  exposeOutbox?: boolean;
  /**
   * Keep the state in this JSON file: read at start when it exists, written at most once a second and before
   * any answer that reports a change (issue 40; `dataFileWriter.ts`). It holds
   * no usable secret (issue 24): no token, code or mail, and password hashes at `passwordIterations`.
   */
  dataFile?: string | null;
  /**
   * The key of token signatures and code digests (issue 24), never written to the data file. Without one,
   * a random one per process: a restart then signs everyone out. `readSecretFile` reads `--secret-file`.
   */
  secret?: ServerSecret | null;
  /** PBKDF2 iterations of new password hashes: 600,000 (OWASP) unless a test asks for fewer. */
  passwordIterations?: number;
  backend?: MockBackend;
  /** Failed sign-ins, codes and step-ups one client address may make in 15 minutes (D15). */
  clientFailureLimit?: number;
  /** Accounts one client address may create an hour (issue 24; default 10). */
  clientSignupLimit?: number;
  /** When set, the outbox answers only requests with `Authorization: Bearer <token>` (issue 24). */
  outboxToken?: string | null;
  /**
   * Open connections at once (issue 24). At the cap, a new connection takes the place of the oldest one
   * that has not sent a whole request yet; when every one has, it is refused.
   */
  maxConnections?: number;
  /**
   * Issue 26: the addresses of reverse proxies in front of this server (nginx in same-origin mode). A request from
   * one of them is counted against the client it names in X-Forwarded-For (its last entry, the one the proxy
   * wrote) or X-Real-IP; from any other peer those headers are ignored, so a client cannot pick its own address.
   */
  trustedProxies?: readonly string[];
}

export interface ApiServer {
  server: Server;
  backend: MockBackend;
  /** D19: the market WebSocket at `/ws/market/`; close it before the server (upgraded sockets outlive close()). */
  stream: MarketStreamServer;
  /** Writes the data file now, if there is one and anything changed (shutdown). */
  flush(): void;
  /** Resolves once the seeded demo users' password hashes are at the server's iteration count (listen after it). */
  ready: Promise<void>;
}

/**
 * Issue 24: the server's secret from a file: at least 32 characters (`openssl rand -hex 32 > secret`), and
 * readable by its owner only, as ssh wants of a private key.
 */
export function readSecretFile(file: string): ServerSecret {
  if ((statSync(file).mode & 0o077) !== 0)
    throw new Error(`${file} is readable by others: chmod 600 ${file}`);
  return secretFromText(readFileSync(file, 'utf8'));
}

/**
 * What the data file holds: the state without the outbox. Its e-mails carry codes and one-time links, and
 * once "sent" they are the mail server's business, not the database's; the running server keeps them in
 * memory for the test outbox, and a restart starts with an empty one (codes expire in 10 minutes anyway).
 */
export function persistableState(backend: MockBackend): BackendState {
  return { ...backend.toJSON(), outbox: [] };
}

/** D15: passkeys are accepted for the app's origin only (the one CORS allows). */
function loadBackend(options: ApiServerOptions) {
  const backendOptions = {
    webAuthnOrigins: options.allowedOrigin ? [options.allowedOrigin] : [],
    passwordIterations: options.passwordIterations ?? SERVER_PBKDF2_ITERATIONS,
    ...(options.secret ? { secret: options.secret } : {}),
  };
  const { dataFile } = options;
  if (dataFile && existsSync(dataFile)) {
    const backend = MockBackend.fromJSON(readFileSync(dataFile, 'utf8'), backendOptions);
    // A file written before issue 24 may still hold mail: it goes at the first write.
    backend.state.outbox = [];
    return backend;
  }
  return new MockBackend(backendOptions);
}

/**
 * Issue 24: the seeded demo users' hashes come at the in-browser demo's 1,000 iterations. Their passwords are
 * public (README), so the server rehashes them at its own count before it listens, and the data file never
 * holds a hash at fewer.
 */
async function upgradeDemoPasswords(backend: MockBackend): Promise<void> {
  for (const demo of Object.values(DEMO_USERS)) {
    const user = findUserByEmail(backend, demo.email);
    // Only a hash still at fewer iterations is checked: the check itself costs its iterations.
    if (!user || !needsRehash(user.password, backend.passwordIterations)) continue;
    if (await verifyPassword(demo.password, user.password))
      await upgradePasswordHash(user, demo.password, backend.passwordIterations);
  }
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) → `127.0.0.1`. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * Issue 26: the address throttling counts a request against: the TCP peer, unless the peer is a trusted proxy
 * that names the client (see ApiServerOptions.trustedProxies).
 */
export function clientAddress(
  request: IncomingMessage,
  trustedProxies: ReadonlySet<string>,
): string {
  const peer = plainAddress(request.socket.remoteAddress ?? 'unknown');
  if (!trustedProxies.has(peer)) return peer;
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  const forwarded = header('x-forwarded-for')?.split(',').at(-1)?.trim();
  const named = forwarded || header('x-real-ip')?.trim();
  return named && isIP(named) ? plainAddress(named) : peer;
}

function corsHeaders(
  request: IncomingMessage,
  allowedOrigin: string | null | undefined,
): Record<string, string> {
  const origin = request.headers.origin;
  if (!allowedOrigin || origin !== allowedOrigin) return {};
  return {
    'Access-Control-Allow-Origin': allowedOrigin,
    'Access-Control-Allow-Headers': allowedHeaders,
    'Access-Control-Allow-Methods': allowedMethods,
    'Access-Control-Expose-Headers': 'Retry-After',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

function toFetchRequest(request: IncomingMessage, body: Buffer | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = request.method ?? 'GET';
  return new Request(new URL(request.url ?? '/', INTERNAL_BASE), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || body === null ? null : new Uint8Array(body),
  });
}

async function send(
  response: ServerResponse,
  answer: Response,
  extraHeaders: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string> = { ...extraHeaders };
  answer.headers.forEach((value, name) => {
    headers[name] = value;
  });
  response.writeHead(answer.status, headers);
  response.end(Buffer.from(await answer.arrayBuffer()));
}

function json(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Whether the backend announced a change while this request's handler ran (its answer then waits for the disk). */
const requestChanges = new AsyncLocalStorage<{ changed: boolean }>();

export function createApiServer(options: ApiServerOptions = {}): ApiServer {
  const backend = options.backend ?? loadBackend(options);
  const handlers: HttpHandler[] = createHandlers(backend, { ...internalBases, latencyMs: 0 });

  // Issue 40: written at most once a second; an answer reporting a change waits until it is on disk.
  const dataFile = options.dataFile
    ? createDataFileWriter(options.dataFile, () => JSON.stringify(persistableState(backend)))
    : null;
  const flush = () => dataFile?.flush();
  backend.onChange(() => {
    dataFile?.changed();
    const scope = requestChanges.getStore();
    if (scope) scope.changed = true;
  });
  // Then written once if the upgrade changed a hash, or the file still held mail from before issue 24.
  const ready = upgradeDemoPasswords(backend).then(flush);
  const clientFailures = createClientFailures(
    () => backend.now(),
    options.clientFailureLimit ?? CLIENT_FAILURE_LIMIT,
  );
  const clientSignups = createClientFailures(
    () => backend.now(),
    options.clientSignupLimit ?? CLIENT_SIGNUP_LIMIT,
    CLIENT_SIGNUP_WINDOW_MS,
    signupsMade,
  );

  // Issue 24: Node's own cap refuses the newcomer, so a client holding the connections open without
  // sending anything (idle, or slowloris) locked every new visitor out until its headers timed out. Here
  // a connection that has not sent a whole request gives way instead; one that has is kept.
  const maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  const trustedProxies = new Set((options.trustedProxies ?? []).map(plainAddress));
  const connections = new Map<Socket, { served: boolean }>();
  const admit = (socket: Socket) => {
    if (connections.size >= maxConnections) {
      const idle = [...connections].find(([, state]) => !state.served)?.[0];
      if (!idle) return socket.destroy();
      connections.delete(idle);
      idle.destroy();
    }
    connections.set(socket, { served: false });
    socket.once('close', () => connections.delete(socket));
  };

  const server = createServer(
    { connectionsCheckingInterval: CONNECTIONS_CHECK_MS },
    (request, response) => {
      // Issue 40: served once the whole request has arrived, not its headers, so a trickling body gives way.
      const connection = connections.get(request.socket);
      if (connection) connection.served = false;
      const cors = corsHeaders(request, options.allowedOrigin);
      let attempt: ReservedAttempt = notCounted;
      void (async () => {
        try {
          if (request.method === 'OPTIONS') {
            response.writeHead(204, cors);
            response.end();
            return;
          }
          const url = new URL(request.url ?? '/', INTERNAL_BASE);
          if (url.pathname === OUTBOX_PATH) {
            if (!options.exposeOutbox) return json(response, 404, { detail: 'Not found.' }, cors);
            const token = options.outboxToken;
            if (token && request.headers.authorization !== `Bearer ${token}`)
              return json(response, 401, { detail: 'Not allowed.' }, cors);
            // Issue 24: one address's mail at a time, never everyone's codes at once.
            const to = url.searchParams.get('to');
            if (!to) return json(response, 400, { detail: 'Name the address: ?to=' }, cors);
            return json(response, 200, backend.outbox(to), cors);
          }
          if (url.pathname.startsWith(`${STREAM_TOOLS_PATH}/`)) {
            if (!options.exposeOutbox) return json(response, 404, { detail: 'Not found.' }, cors);
            const token = options.outboxToken;
            if (token && request.headers.authorization !== `Bearer ${token}`)
              return json(response, 401, { detail: 'Not allowed.' }, cors);
            const answer = streamToolAnswer(stream.hub, request.method ?? 'GET', url);
            if (answer?.status === 204) return void response.writeHead(204, cors).end();
            return json(response, answer?.status ?? 404, answer?.body ?? {}, cors);
          }
          if (!hasExpectedMediaType(request, url.pathname))
            return json(
              response,
              415,
              {
                detail: `Send the body as ${mediaTypeOf(request.method ?? 'POST', url.pathname)}.`,
              },
              cors,
            );
          // Issue 40: limits are keyed by the operation the contract names; a path spelled otherwise (case,
          // slashes) is none, and answers 404 without reaching a handler.
          const located = apiPathOf(url, internalBases);
          const operation =
            located && operationAt(located.api, request.method ?? 'GET', located.path);
          const address = clientAddress(request, trustedProxies);
          // Counted now, before the body is read or anything awaited, so attempts sent at once cannot outrun it.
          const counted = operation
            ? reserveEach([clientFailures, clientSignups], address, operation.operationId)
            : notCounted;
          if ('wait' in counted) {
            const body = { detail: serverTexts.clientLocked, retry_after: counted.wait };
            return json(response, 429, body, { ...cors, 'Retry-After': String(counted.wait) });
          }
          attempt = counted;
          const limit = bodyLimitOf(request.method ?? 'GET', url.pathname);
          const deadline = bodyDeadlineOf(request.method ?? 'GET', url.pathname);
          const fetchRequest = toFetchRequest(request, await readBody(request, limit, deadline));
          if (connection) connection.served = true;
          const changes = { changed: false };
          const answer = operation
            ? await requestChanges.run(changes, () => getResponse(handlers, fetchRequest))
            : undefined;
          // A refusal confirms nothing (its counters are written within the second), except the 403 that
          // saved the new address it refuses (D16), so junk requests never queue behind the disk.
          if (changes.changed && answer && (answer.status < 400 || answer.status === 403))
            await dataFile?.durable();
          attempt.settle(answer?.status ?? 404);
          if (!answer) return json(response, 404, { detail: 'Not found.' }, cors);
          await send(response, answer, cors);
        } catch (error) {
          attempt.settle(500);
          // The rest of the body is not read: the connection closes after the answer.
          if (error instanceof RangeError)
            return json(response, 413, { detail: 'Too large.' }, { ...cors, Connection: 'close' });
          // Issue 40: evicted like an idle connection; the rest of the body is never read.
          if (error instanceof SlowBodyError || request.socket.destroyed) {
            response.once('finish', () => request.socket.destroy());
            return json(response, 408, { detail: 'Too slow.' }, { ...cors, Connection: 'close' });
          }
          console.error('[api:serve]', error);
          json(response, 500, { detail: 'Internal server error.' }, cors);
        }
      })();
    },
  );
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.on('connection', admit);
  // An upgraded connection is a served one: the cap never takes it for an idle one.
  server.on('upgrade', (request: IncomingMessage) => {
    const connection = connections.get(request.socket);
    if (connection) connection.served = true;
  });
  const stream = serveMarketStream(server, {
    allowedOrigin: options.allowedOrigin,
    now: () => backend.now(),
  });
  return { server, backend, stream, flush, ready };
}
