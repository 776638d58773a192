#!/usr/bin/env node
// Issue 44 benchmark, not a test: the market stream's server side. Starts the mock API (scripts/api-serve.mjs, its
// own process, loopback) and connects BENCH_CLIENTS sockets (default 200), each subscribed to the tickers and one
// coin's 1-minute candles, then asks the server for BENCH_RATE updates a second (default 50) for BENCH_SECONDS
// (default 60; the run is 600). Prints the server's CPU share and memory, and what the clients saw: messages
// a second each, delivery delay (now - the message's `at`, p50/p99/max), sequence gaps, heartbeats and closes.
//
//   pnpm bench:stream
//   BENCH_SECONDS=600 BENCH_CLIENTS=200 BENCH_RATE=50 pnpm bench:stream
//
// The browser half (the dashboard at 4x CPU during the burst) is scripts/bench-stream-browser.mjs.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clients = Number(process.env.BENCH_CLIENTS ?? 200);
const rate = Number(process.env.BENCH_RATE ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const port = Number(process.env.BENCH_PORT ?? 8888);
const base = `http://127.0.0.1:${port}`;
const coins = ['bitcoin', 'ethereum', 'solana', 'cardano', 'ripple'];

function startServer() {
  const server = spawn(
    process.execPath,
    ['scripts/api-serve.mjs', '--port', String(port), '--expose-outbox'],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`api-serve exited with ${code}`)));
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Mock API on')) resolve(server);
    });
  });
}

/** The process's CPU time (user + system, in clock ticks of 10 ms) and resident memory in MB. */
function processUsage(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpuMs: ticks * 10, rssMb: Number(rss) / 1024 };
}

function percentile(sorted, share) {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

function connectClient(index, stats) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/market/`);
  const seqs = new Map();
  socket.on('open', () => {
    const channels = ['tickers', `candles:${coins[index % coins.length]}:1m`];
    socket.send(JSON.stringify({ type: 'subscribe', channels }));
  });
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    stats.messages += 1;
    if (message.type === 'heartbeat') stats.heartbeats += 1;
    if (typeof message.at === 'number' && stats.measuring)
      stats.delays.push(Date.now() - message.at);
    if (message.type === 'snapshot') seqs.set(message.channel, message.seq);
    if (message.type === 'update') {
      const last = seqs.get(message.channel);
      if (last !== undefined && message.seq !== last + 1) stats.gaps += 1;
      seqs.set(message.channel, message.seq);
    }
  });
  socket.on('close', (code) => stats.closes.push(code));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

const server = await startServer();
const stats = { messages: 0, heartbeats: 0, gaps: 0, delays: [], closes: [], measuring: false };
try {
  const sockets = [];
  for (let index = 0; index < clients; index += 1) sockets.push(await connectClient(index, stats));
  const setRate = await fetch(`${base}/__test__/stream/rate?perSecond=${rate}`, { method: 'POST' });
  if (setRate.status !== 204) throw new Error(`the server refused the rate: ${setRate.status}`);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const before = processUsage(server.pid);
  const startedAt = Date.now();
  const messagesBefore = stats.messages;
  stats.measuring = true;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
  stats.measuring = false;
  const elapsedMs = Date.now() - startedAt;
  const after = processUsage(server.pid);
  const delays = stats.delays.sort((a, b) => a - b);
  const serverStats = await (await fetch(`${base}/__test__/stream/stats`)).json();
  console.log(
    JSON.stringify(
      {
        clients,
        ratePerSecond: rate,
        seconds: Math.round(elapsedMs / 1000),
        server: {
          cpuShareOfOneCore: Number(((after.cpuMs - before.cpuMs) / elapsedMs).toFixed(3)),
          rssMbBefore: Math.round(before.rssMb),
          rssMbAfter: Math.round(after.rssMb),
          connections: serverStats.connections,
          messagesSent: serverStats.messagesSent,
        },
        clientsSaw: {
          messagesPerClientPerSecond: Number(
            ((stats.messages - messagesBefore) / clients / (elapsedMs / 1000)).toFixed(1),
          ),
          delayMs: {
            p50: percentile(delays, 0.5),
            p99: percentile(delays, 0.99),
            max: delays.at(-1) ?? 0,
          },
          sequenceGaps: stats.gaps,
          heartbeats: stats.heartbeats,
          closesDuringRun: stats.closes.length,
        },
      },
      null,
      2,
    ),
  );
  for (const socket of sockets) socket.close();
} finally {
  server.kill('SIGTERM');
}
