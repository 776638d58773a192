#!/usr/bin/env node
// Issue 24 benchmark, not a test: the mock API over HTTP (scripts/api-serve.mjs, its own process, loopback only)
// under junk, while a signed-in user reads GET /api/balance/. Prints the user's latencies (p50/p95/p99/max) and
// success rate in each stage, and what each kind of junk was answered. Ends by itself.
//
//   pnpm bench:abuse                      (5 s quiet, then 20 s of junk)
//   BENCH_SECONDS=60 pnpm bench:abuse     (a longer run)
//
// Stages: quiet; then junk requests for the first 40 % of BENCH_SECONDS: oversized bodies (with a
// Content-Length, and chunked), sign-ups with random addresses (each one a 600,000-iteration PBKDF2 on the
// server), bodies of the wrong media type; then for the other 60 % the same plus junk connections: slowloris
// (headers a byte every 2 s) and idle connections up to and beyond the server's cap of 256. The user reads
// twice over: on one kept-alive connection (a browser tab), and on a new connection per read (a new visitor).
// Issue 40: through both junk stages a guesser sends bursts of 25 wrong passwords at once for one account (the
// first burst has the right one in the middle); it reports how many were evaluated (401) and refused (429).
//
// Issue 40: through both junk stages tricklers declare a 60 KB sign-in body and send it a byte a second, each
// reconnecting once evicted; it reports how they were answered and how long each held its connection.
//
// Other settings: BENCH_TRICKLERS (default 20), BENCH_QUIET_SECONDS (default 5), BENCH_DATA=0 (no --data file; by default the server keeps
// its state in a temporary one, as the shared demo does), BENCH_IDLE_CONNECTIONS (default 300),
// BENCH_SLOWLORIS (default 50), BENCH_SIGNUP_WORKERS (default 4).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const junkSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const quietSeconds = Number(process.env.BENCH_QUIET_SECONDS ?? 5);
// The connection stage outlasts the server's 10 s header timeout, so its end shows.
const requestSeconds = Math.round(junkSeconds * 0.4);
const connectionSeconds = junkSeconds - requestSeconds;
const useData = process.env.BENCH_DATA !== '0';
const idleConnections = Number(process.env.BENCH_IDLE_CONNECTIONS ?? 300);
const slowlorisCount = Number(process.env.BENCH_SLOWLORIS ?? 50);
const signupWorkers = Number(process.env.BENCH_SIGNUP_WORKERS ?? 4);
const tricklerCount = Number(process.env.BENCH_TRICKLERS ?? 20);
const user = { email: 'alex.morgan@example.com', password: 'DemoPass123!' };
const host = '127.0.0.1';

// ---- the server ------------------------------------------------------------------------------------------------

const workDir = mkdtempSync(path.join(tmpdir(), 'bench-abuse-'));
const dataFile = path.join(workDir, 'state.json');

function startServer() {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'scripts', 'api-serve.mjs'),
      ...['--host', host, '--port', '0'],
      ...(useData ? ['--data', dataFile] : []),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error('the API server did not start in 60 s')),
      60_000,
    );
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /Mock API on http:\/\/[\d.]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.once('exit', (code) => reject(new Error(`the API server exited (${code})`)));
  });
}

// ---- requests --------------------------------------------------------------------------------------------------

/** One request; resolves with its status (or the error's code) and how long it took, never rejects. */
function request(port, { method = 'GET', route, headers = {}, body, agent, timeoutMs = 10_000 }) {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (status) => {
      if (settled) return;
      settled = true;
      resolve({ status, ms: performance.now() - started });
    };
    const outgoing = http.request(
      { host, port, method, path: route, headers, agent, timeout: timeoutMs },
      (response) => {
        response.resume();
        response.once('end', () => done(response.statusCode));
        response.once('error', (error) => done(error.code ?? 'error'));
      },
    );
    outgoing.once('timeout', () => {
      outgoing.destroy();
      done('timeout');
    });
    outgoing.once('error', (error) => done(error.code ?? 'error'));
    if (body === undefined) outgoing.end();
    else if (typeof body === 'function') body(outgoing);
    else outgoing.end(body);
  });
}

async function signIn(port) {
  const answer = await new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host,
        port,
        method: 'POST',
        path: '/auth/login/',
        headers: { 'Content-Type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      },
    );
    outgoing.once('error', reject);
    outgoing.end(JSON.stringify(user));
  });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.text}`);
  return JSON.parse(answer.text).access_token;
}

// ---- what is measured ------------------------------------------------------------------------------------------

const phases = { quiet: new Map(), requests: new Map(), connections: new Map() };
let phase = 'quiet';
const junk = new Map();
let stopping = false;

function record(table, name, status, ms) {
  const entry = table.get(name) ?? { statuses: new Map(), latencies: [] };
  entry.statuses.set(String(status), (entry.statuses.get(String(status)) ?? 0) + 1);
  if (ms !== undefined) entry.latencies.push(ms);
  table.set(name, entry);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The signed-in user: a balance read every 100 ms, on its own connection or a new one each time. */
async function probe(port, token, name, agent) {
  while (!stopping) {
    const answer = await request(port, {
      route: '/api/balance/',
      headers: { Authorization: `JWT ${token}` },
      agent,
    });
    if (!stopping) record(phases[phase], name, answer.status, answer.ms);
    await sleep(100);
  }
}

/** A junk kind: `workers` loops sending one request after another until the end. */
async function flood(port, name, workers, make) {
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!stopping) {
        const answer = await request(port, make());
        if (!stopping) record(junk, name, answer.status);
      }
    }),
  );
}

const oneMegabyte = Buffer.alloc(1024 * 1024, 0x61);

const junkKinds = (port) => [
  flood(port, 'oversized body, Content-Length 1 MB', 2, () => ({
    method: 'POST',
    route: '/api/withdrawals/',
    headers: { 'Content-Type': 'application/json', 'Content-Length': oneMegabyte.length },
    body: oneMegabyte,
  })),
  flood(port, 'oversized body, chunked 1 MB', 2, () => ({
    method: 'POST',
    route: '/auth/login/',
    headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    body: (outgoing) => {
      for (let index = 0; index < 16; index += 1) outgoing.write(oneMegabyte.subarray(0, 65_536));
      outgoing.end();
    },
  })),
  flood(port, 'sign-up, random address', signupWorkers, () => {
    const tag = randomBytes(6).toString('hex');
    return {
      method: 'POST',
      route: '/auth/signup/',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Junk',
        last_name: 'Sender',
        email: `junk-${tag}@example.com`,
        phone_number: '+14155550123',
        password: 'JunkPass123!',
        verify_password: 'JunkPass123!',
      }),
    };
  }),
  flood(port, 'sign-in as text/plain', 2, () => ({
    method: 'POST',
    route: '/auth/login/',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify(user),
  })),
];

/** Raw sockets: slowloris (a header byte every 2 s) or idle (nothing at all). What happened to each. */
function rawConnections(port, name, count, slow) {
  const sockets = [];
  for (let index = 0; index < count; index += 1) {
    const opened = performance.now();
    const socket = net.connect(port, host);
    let answer = '';
    let timer;
    socket.on('connect', () => {
      if (!slow) return;
      socket.write('GET /api/balance/ HTTP/1.1\r\nHost: bench\r\n');
      timer = setInterval(() => socket.write('X'), 2_000);
    });
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      if (stopping) return;
      const alive = (performance.now() - opened) / 1000;
      const status = /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1];
      const after = alive < 1 ? '<1' : alive < 10 ? '1–10' : alive < 20 ? '10–20' : '20+';
      // Unanswered: refused, or closed for a newer connection at the cap; 408: the header timeout.
      const outcome = status ? `${status} after ${after} s` : `closed unanswered after ${after} s`;
      record(junk, name, outcome);
    });
    sockets.push({ socket, stop: () => clearInterval(timer) });
  }
  return sockets;
}

/**
 * Issue 40: sockets that declare a 60 KB body and send it a byte a second, each opening again once the server
 * drops it; `held` collects how long each connection lasted (the server's eviction time).
 */
function tricklers(port, count) {
  const held = [];
  const open = () => {
    if (stopping) return;
    const opened = performance.now();
    const socket = net.connect(port, host);
    tricklerSockets.add(socket);
    let answer = '';
    let timer;
    socket.on('connect', () => {
      socket.write(
        'POST /auth/login/ HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\n' +
          'Content-Length: 60000\r\n\r\n{',
      );
      timer = setInterval(() => socket.writable && socket.write(' '), 1_000);
    });
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      tricklerSockets.delete(socket);
      if (stopping) return;
      held.push((performance.now() - opened) / 1000);
      const status = /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1];
      record(junk, 'trickling body (a byte a second)', status ?? 'closed unanswered');
      open();
    });
  };
  for (let index = 0; index < count; index += 1) open();
  return held;
}

/**
 * Issue 40: 25 parallel sign-ins for one account (not the probe's), a burst a second. Only 5 may be evaluated per
 * 15 minutes, counted before the hash, so the right password in the first burst must not sign in past them.
 */
async function guessBursts(port) {
  const account = { email: 'jamie.lee@example.com', password: 'DemoPass456!' };
  const outcome = { 200: '200 signed in', 401: '401 evaluated', 429: '429 refused' };
  for (let burst = 0; !stopping; burst += 1) {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        request(port, {
          method: 'POST',
          route: '/auth/login/',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            email: account.email,
            password: burst === 0 && index === 12 ? account.password : `guess-${burst}-${index}`,
          }),
        }),
      ),
    );
    const name =
      burst === 0 ? '25 guesses at once, 1st (13th right)' : '25 guesses at once, later bursts';
    for (const { status } of answers) if (!stopping) record(junk, name, outcome[status] ?? status);
    await sleep(1_000);
  }
}

// ---- the run ---------------------------------------------------------------------------------------------------

function percentile(sorted, share) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

function printProbes(title, table) {
  console.log(`\n${title}`);
  for (const [name, { statuses, latencies }] of table) {
    const sorted = [...latencies].sort((a, b) => a - b);
    const total = sorted.length;
    const ok = statuses.get('200') ?? 0;
    const figures = [0.5, 0.95, 0.99].map((share) => percentile(sorted, share).toFixed(1));
    console.log(
      `  ${name.padEnd(34)} ${String(total).padStart(5)} reads, ${((100 * ok) / total).toFixed(1).padStart(5)}% ok` +
        `  p50 ${figures[0]} ms  p95 ${figures[1]} ms  p99 ${figures[2]} ms  max ${sorted.at(-1).toFixed(1)} ms`,
    );
    const failures = [...statuses].filter(([status]) => status !== '200');
    if (failures.length > 0)
      console.log(
        `  ${''.padEnd(34)} failures: ${failures.map(([s, n]) => `${s} ×${n}`).join(', ')}`,
      );
  }
}

const { child, port } = await startServer();
let exitCode = 0;
const sockets = [];
const tricklerSockets = new Set();
try {
  const token = await signIn(port);
  const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
  console.log(
    `Mock API on ${host}:${port} (its own process${useData ? ', state in a --data file' : ''}); ` +
      `${quietSeconds} s quiet, then ${junkSeconds} s of junk`,
  );
  const probes = [
    probe(port, token, 'kept-alive connection', keptAlive),
    probe(port, token, 'new connection per read', false),
  ];
  await sleep(quietSeconds * 1000);
  phase = 'requests';
  const floods = junkKinds(port);
  floods.push(guessBursts(port));
  const trickled = tricklers(port, tricklerCount);
  await sleep(requestSeconds * 1000);
  phase = 'connections';
  sockets.push(
    ...rawConnections(port, 'slowloris (a header byte every 2 s)', slowlorisCount, true),
  );
  sockets.push(...rawConnections(port, 'idle connection, nothing sent', idleConnections, false));
  await sleep(connectionSeconds * 1000);
  stopping = true;
  for (const socket of tricklerSockets) socket.destroy();
  for (const { socket, stop } of sockets) {
    stop();
    socket.destroy();
  }
  keptAlive.destroy();
  await Promise.race([Promise.all([...probes, ...floods]), sleep(12_000)]);

  console.log('\nThe signed-in user, GET /api/balance/ every 100 ms');
  printProbes(`- quiet (${quietSeconds} s)`, phases.quiet);
  printProbes(`- junk requests (${requestSeconds} s)`, phases.requests);
  printProbes(`- junk requests and connections (${connectionSeconds} s)`, phases.connections);
  console.log('\nJunk (answers, or what happened to the connection)');
  for (const [name, { statuses }] of junk) {
    const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    const detail = [...statuses]
      .sort((a, b) => b[1] - a[1])
      .map(([status, n]) => `${status} ×${n}`)
      .join(', ');
    console.log(`  ${name.padEnd(38)} ${String(total).padStart(6)}  ${detail}`);
  }
  const stillOpen =
    sockets.length -
    [...junk]
      .filter(([name]) => name.startsWith('slowloris') || name.startsWith('idle'))
      .reduce(
        (sum, [, { statuses }]) => sum + [...statuses.values()].reduce((a, b) => a + b, 0),
        0,
      );
  console.log(`  raw connections still open at the end: ${stillOpen} of ${sockets.length}`);
  const heldFor = [...trickled].sort((a, b) => a - b);
  if (heldFor.length > 0)
    console.log(
      `  tricklers (${tricklerCount} at a time) held a connection p50 ${percentile(heldFor, 0.5).toFixed(1)} s, ` +
        `p95 ${percentile(heldFor, 0.95).toFixed(1)} s, max ${heldFor.at(-1).toFixed(1)} s (${heldFor.length} evicted)`,
    );
  if (useData)
    console.log(`\n--data file at the end: ${(statSync(dataFile).size / 1024).toFixed(0)} KB`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  stopping = true;
  for (const socket of tricklerSockets) socket.destroy();
  for (const { socket } of sockets) socket.destroy();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
