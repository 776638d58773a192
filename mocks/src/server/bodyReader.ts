// Issue 40: a request body must keep a minimum rate and arrive by a deadline. Node's own timeouts count a connection
// as served once its headers arrive, so a client trickling a declared body one byte a second held its place (and
// the connection cap) for the whole 30 s request timeout.
import type { IncomingMessage } from 'node:http';

/** After the grace, the body must have come at this average rate since the headers (or be complete). */
export const MIN_BODY_BYTES_PER_SECOND = 1_024;
export const BODY_RATE_GRACE_MS = 2_000;
/** The whole of a JSON body within this of the headers; the upload has the request timeout (30 s). */
export const JSON_BODY_DEADLINE_MS = 10_000;
const CHECK_EVERY_MS = 250;

/** The body came too slowly: the server answers 408 and closes the connection. */
export class SlowBodyError extends Error {}
/** The body is over its route's limit: 413, and the connection closes. */
export class BodyTooLargeError extends RangeError {}

export function readBody(
  request: IncomingMessage,
  limit: number,
  deadlineMs: number,
): Promise<Buffer | null> {
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > limit) return Promise.reject(new BodyTooLargeError('body too large'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const started = performance.now();
    const finish = (error: Error | null) => {
      clearInterval(check);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      if (error) {
        // Stop reading what is left: the answer closes the connection.
        request.pause();
        reject(error);
      } else resolve(chunks.length === 0 ? null : Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return finish(new BodyTooLargeError('body too large'));
      chunks.push(chunk);
    };
    const onEnd = () => finish(null);
    const onError = (error: Error) => finish(error);
    const check = setInterval(() => {
      const elapsed = performance.now() - started;
      const owed = Math.min(
        Number.isFinite(declared) ? declared : Number.POSITIVE_INFINITY,
        (MIN_BODY_BYTES_PER_SECOND * elapsed) / 1_000,
      );
      if (elapsed > deadlineMs || (elapsed >= BODY_RATE_GRACE_MS && size < owed))
        finish(new SlowBodyError('body too slow'));
    }, CHECK_EVERY_MS);
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}
