// @vitest-environment node
// Issue 40 item 6: `--data` writes are coalesced (at most one a second, and always at shutdown), and no change
// the server has answered is lost, whether the server is stopped (SIGTERM) or killed outright (SIGKILL): an
// answer that confirms a change is sent only once the change is on disk.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, watch } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_PBKDF2_ITERATIONS } from '../backend/passwordHashing';
import { DEMO_USERS } from '../backend/seed';
import type { BackendState } from '../backend/state';
import { createApiServer } from './httpServer';

const root = path.resolve(import.meta.dirname, '../../..');
const folders: string[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

function dataFileIn(): string {
  const made = mkdtempSync(path.join(tmpdir(), 'api-writes-'));
  folders.push(made);
  return path.join(made, 'state.json');
}

const { alex, jamie } = DEMO_USERS;
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function signIn(base: string): Promise<string> {
  const answer = await fetch(
    `${base}/auth/login/`,
    json({ email: alex.email, password: alex.password }),
  );
  expect(answer.status).toBe(200);
  return `JWT ${((await answer.json()) as { access_token: string }).access_token}`;
}

/** A $1 transfer to Jamie: one new record, named by the id the server answers with. */
async function transfer(base: string, authorization: string): Promise<number | null> {
  const answer = await fetch(
    `${base}/api/withdrawals/`,
    json(
      { amount: 1, withdrawal_method: 'Transfer', recipient_email: jamie.email },
      { Authorization: authorization, 'Idempotency-Key': crypto.randomUUID() },
    ),
  );
  if (answer.status !== 201) throw new Error(`transfer answered ${answer.status}`);
  return ((await answer.json()) as { id: number }).id;
}

/** Workers sending transfers until stopped; every id whose 201 arrived is kept. */
function burst(base: string, authorization: string, workers = 6) {
  const confirmed: number[] = [];
  let running = true;
  const done = Promise.all(
    Array.from({ length: workers }, async () => {
      while (running) {
        try {
          const id = await transfer(base, authorization);
          if (id !== null) confirmed.push(id);
        } catch {
          return;
        }
      }
    }),
  );
  return {
    confirmed,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const savedTransferIds = (file: string) =>
  new Set(
    (JSON.parse(readFileSync(file, 'utf8')) as BackendState).withdrawals
      .filter((withdrawal) => withdrawal.method === 'Transfer')
      .map((withdrawal) => withdrawal.id),
  );

describe('--data writes (issue 40)', () => {
  it('writes at most once a second during a burst of changes, and every answered change is on disk', async () => {
    const dataFile = dataFileIn();
    const api = createApiServer({ dataFile, passwordIterations: MOCK_PBKDF2_ITERATIONS });
    await api.ready;
    await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => api.server.close(() => resolve())));
    const base = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    const authorization = await signIn(base);

    let renames = 0;
    const watcher = watch(path.dirname(dataFile), (event, name) => {
      if (event === 'rename' && name === 'state.json') renames += 1;
    });
    cleanups.push(() => watcher.close());
    const started = performance.now();
    const load = burst(base, authorization);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await load.stop();
    const seconds = (performance.now() - started) / 1_000;

    expect(load.confirmed.length).toBeGreaterThan(10);
    expect(renames).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    const saved = savedTransferIds(dataFile);
    expect(load.confirmed.filter((id) => !saved.has(id))).toEqual([]);
  }, 30_000);

  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    it(`loses no answered change when the server process gets ${signal} mid-burst`, async () => {
      const dataFile = dataFileIn();
      const child: ChildProcess = spawn(
        process.execPath,
        [path.join(root, 'scripts/api-serve.mjs'), '--port', '0', '--data', dataFile],
        { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env } },
      );
      cleanups.push(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      });
      const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
        child.once('exit', (code, signalName) => resolve({ code, signal: signalName })),
      );
      const base = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout?.on('data', (chunk) => {
          output += String(chunk);
          const found = /Mock API on (http:\/\/[^\s]+)/.exec(output);
          if (found?.[1]) resolve(found[1]);
        });
        child.stderr?.on('data', (chunk) => (output += String(chunk)));
        child.once('exit', () => reject(new Error(`api-serve exited: ${output}`)));
      });
      const authorization = await signIn(base);
      const load = burst(base, authorization);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const answeredBefore = load.confirmed.length;
      child.kill(signal);
      await load.stop();
      const end = await exited;
      if (signal === 'SIGTERM') expect(end.code).toBe(0);

      expect(answeredBefore).toBeGreaterThan(5);
      const saved = savedTransferIds(dataFile);
      expect(load.confirmed.filter((id) => !saved.has(id))).toEqual([]);
    }, 60_000);
  }
});
