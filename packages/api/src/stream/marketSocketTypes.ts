// D19: the market socket's shapes: what it is made from (the browser's WebSocket, clock, frames, network and
// visibility, injected) and what it offers its watchers.
import type { ChannelState } from './channelBook';

export type ConnectionPhase =
  'idle' | 'connecting' | 'live' | 'reconnecting' | 'offline' | 'fallback';

export interface ConnectionState {
  /** idle: nothing watched; connecting: the first open; fallback: opens keep failing, the caller polls. */
  phase: ConnectionPhase;
  /** When the next open is tried, for the countdown; null while not waiting. */
  retryAt: number | null;
  /** How the last connection ended; 4000 is this client giving up on a silent server. */
  lastClose: { code: number; reason: string } | null;
  /** When the server was last heard from, refreshed at most once a second. */
  lastMessageAt: number | null;
}

/** The part of the browser's WebSocket the socket uses. */
export interface MarketWebSocket {
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(
    type: 'close',
    listener: (event: { code: number; reason: string }) => void,
  ): void;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface MarketSocketOptions {
  url: string;
  WebSocket: new (url: string) => MarketWebSocket;
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  random(): number;
  /** Runs the callback before the next paint (requestAnimationFrame); returns a cancel. */
  requestFrame(callback: () => void): () => void;
  network: { isOnline(): boolean; onChange(callback: () => void): () => void };
  visibility: { isHidden(): boolean; onChange(callback: () => void): () => void };
  /** Failed opens in a row before the phase says 'fallback'; 3 by default. */
  fallbackAfterFailures?: number;
}

export interface MarketSocket {
  /** Calls the listener with the channel's state at most once a frame; the returned function stops watching. */
  watch(channel: string, listener: (state: ChannelState) => void): () => void;
  getConnection(): ConnectionState;
  onConnection(listener: (state: ConnectionState) => void): () => void;
  /** Frames dropped because they were not a message of the contract. */
  invalidFrames(): number;
  close(): void;
}
