import type { BackendState, OutboxMessage } from './state';

/** What the domain modules need from the backend: its state, its clock and its mail room. */
export interface BackendContext {
  readonly state: BackendState;
  now(): number;
  nextId(kind: keyof BackendState['nextId']): number;
  sendMail(message: Omit<OutboxMessage, 'id' | 'sentAt'>): OutboxMessage;
}

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}
