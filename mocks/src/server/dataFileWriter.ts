// Issue 40: the `--data` file is written at most once a second, however many calls change the state (4,000
// anonymous passkey-options calls rewrote a growing file 4,000 times). What "confirmed" means: an answer that
// reports a change (a success, or the 403 that saved a new address) goes out only once that change is on disk
// (`durable`), so neither a stop (SIGTERM, which also writes at once: `flush`) nor a kill (SIGKILL, a crash) loses a
// change any client was told about. The price: such an answer waits for the next write, at most a second behind the
// one before it, so one client's back-to-back changes go at about one a second; people are slower than that, and
// refusals (the junk of an attack) never wait.
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

export const DATA_WRITE_INTERVAL_MS = 1_000;

export interface DataFileWriter {
  /** The state may have changed: it is written within the interval. */
  changed(): void;
  /** Resolves once everything changed before this call is on disk (rejects if that write failed). */
  durable(): Promise<void>;
  /** Writes now if anything changed (start-up, shutdown). */
  flush(): void;
  /** Files written so far. */
  writes(): number;
}

export function createDataFileWriter(
  file: string,
  serialize: () => string,
  intervalMs = DATA_WRITE_INTERVAL_MS,
): DataFileWriter {
  // A file this server wrote and nothing changed since is not written again.
  let written = existsSync(file) ? readFileSync(file, 'utf8') : null;
  let writes = 0;
  let changes = 0;
  let persisted = 0;
  let lastFlushAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | null = null;
  let waiting: { upTo: number; resolve: () => void; reject: (error: unknown) => void }[] = [];

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    lastFlushAt = performance.now();
    const upTo = changes;
    const settled = waiting.filter((waiter) => waiter.upTo <= upTo);
    waiting = waiting.filter((waiter) => waiter.upTo > upTo);
    try {
      const json = serialize();
      // A call that changed nothing (a refusal, a read) writes nothing.
      if (json !== written) {
        // Written whole, then renamed, so a crash never leaves half a file; owner-only (it holds password
        // hashes and everyone's personal data, if no usable secret).
        const temporary = `${file}.tmp`;
        writeFileSync(temporary, json, { mode: 0o600 });
        chmodSync(temporary, 0o600);
        renameSync(temporary, file);
        written = json;
        writes += 1;
      }
      persisted = upTo;
      for (const waiter of settled) waiter.resolve();
    } catch (error) {
      console.error('[api:serve] could not write the data file', error);
      for (const waiter of settled) waiter.reject(error);
      schedule();
    }
  };

  function schedule() {
    if (timer) return;
    const wait = Math.max(0, lastFlushAt + intervalMs - performance.now());
    timer = setTimeout(flush, wait);
  }

  return {
    changed() {
      changes += 1;
      schedule();
    },
    durable() {
      if (persisted >= changes) return Promise.resolve();
      return new Promise((resolve, reject) => {
        waiting.push({ upTo: changes, resolve, reject });
        schedule();
      });
    },
    flush,
    writes: () => writes,
  };
}
