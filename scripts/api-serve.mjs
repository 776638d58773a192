#!/usr/bin/env node
// The mock API over HTTP: `pnpm api:serve [--port N] [--origin URL] [--data FILE] [--secret-file FILE]
// [--expose-outbox [--outbox-token T]] [--trust-proxy ADDRESS]...`.
// --trust-proxy (issue 26): the address of a reverse proxy in front (nginx in same-origin mode, 127.0.0.1 on one
// machine); only its requests are counted against the client named in X-Forwarded-For / X-Real-IP.
// Serves the same stateful MockBackend as the in-browser demo (mocks/src/server/httpServer.ts): the platform API at
// its root, the market API under /market. For the production build's tests and for a demo shared between browsers.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    origin: { type: 'string' },
    data: { type: 'string' },
    'secret-file': { type: 'string' },
    'expose-outbox': { type: 'boolean', default: false },
    'outbox-token': { type: 'string' },
    'trust-proxy': { type: 'string', multiple: true, default: [] },
  },
});
const trustedProxies = options['trust-proxy'];
for (const address of trustedProxies) {
  if (!isIP(address)) {
    console.error(`--trust-proxy takes the proxy's IP address, not ${address}`);
    process.exit(2);
  }
}

const port = Number(options.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number, not ${options.port}`);
  process.exit(2);
}

// The mock is TypeScript; Vite's module runner loads it as the demo app's build would.
const { module } = await runnerImport(path.join(root, 'mocks/src/server/httpServer.ts'), {
  logLevel: 'silent',
});
// Issue 24: the outbox lists every e-mailed code; off loopback it needs a token.
if (options['expose-outbox'] && !module.outboxAllowed(options.host, options['outbox-token'])) {
  console.error(
    `--expose-outbox on ${options.host} would publish everyone's codes: listen on 127.0.0.1, or add --outbox-token`,
  );
  process.exit(2);
}
// Issue 24: the key of token signatures and code digests, never in --data. From --secret-file, or
// MOCK_API_SECRET; otherwise a random one, and a restart signs everyone out.
let secret = null;
try {
  if (options['secret-file']) secret = module.readSecretFile(path.resolve(options['secret-file']));
  else if (process.env.MOCK_API_SECRET) secret = module.secretFromText(process.env.MOCK_API_SECRET);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const api = module.createApiServer({
  allowedOrigin: options.origin ?? null,
  exposeOutbox: options['expose-outbox'],
  outboxToken: options['outbox-token'] ?? null,
  dataFile: options.data ? path.resolve(options.data) : null,
  secret,
  trustedProxies,
});
await api.ready;

api.server.listen(port, options.host, () => {
  const address = api.server.address();
  const url = `http://${options.host}:${typeof address === 'object' && address ? address.port : port}`;
  console.log(`Mock API on ${url} (market API under ${url}${module.MARKET_PREFIX})`);
  if (options.origin) console.log(`CORS allowed for ${options.origin}`);
  if (trustedProxies.length)
    console.log(`Client addresses taken from X-Forwarded-For of ${trustedProxies.join(', ')}`);
  console.log(`Market stream on ${url.replace(/^http/, 'ws')}/ws/market/`);
  if (options['expose-outbox']) console.log(`Test outbox at ${url}${module.OUTBOX_PATH}`);
  if (options.data) console.log(`State kept in ${path.resolve(options.data)}`);
  if (!secret)
    console.log('Sessions end when the server stops (no --secret-file or MOCK_API_SECRET)');
});

const stop = () => {
  api.flush();
  // Upgraded sockets keep a server open: the stream closes them first (1001, going away).
  void api.stream.close().then(() => api.server.close(() => process.exit(0)));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
