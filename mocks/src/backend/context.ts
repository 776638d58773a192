import type { BackendState, OutboxMessage } from './state';

/** What the domain modules need from the backend: its state, its clock and its mail room. */
export interface BackendContext {
  readonly state: BackendState;
  now(): number;
  nextId(kind: keyof BackendState['nextId']): number;
  sendMail(message: Omit<OutboxMessage, 'id' | 'sentAt'>): OutboxMessage;
  /** Issue 24: HMAC-SHA256 (hex) under the server's secret, which the state never holds (token signatures, code digests). */
  keyedHash(data: string): string;
  /** Issue 24: PBKDF2 iterations of a new password hash (600,000 on the HTTP server). */
  readonly passwordIterations: number;
}

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}
