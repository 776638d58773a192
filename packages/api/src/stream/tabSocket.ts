// D19: one market socket per tab (per URL), made from the browser's own WebSocket, clock, animation frames,
// network and visibility. Everything that shows a price shares it through the query layer.
import { createMarketSocket, type MarketSocket } from './marketSocket';

const sockets = new Map<string, MarketSocket>();

function onWindow(events: string[], callback: () => void): () => void {
  for (const name of events) window.addEventListener(name, callback);
  return () => {
    for (const name of events) window.removeEventListener(name, callback);
  };
}

function browserSocket(url: string): MarketSocket {
  return createMarketSocket({
    url,
    WebSocket: globalThis.WebSocket,
    now: () => Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    random: Math.random,
    requestFrame: (callback) => {
      const frame = requestAnimationFrame(() => callback());
      return () => cancelAnimationFrame(frame);
    },
    network: {
      isOnline: () => navigator.onLine,
      onChange: (callback) => onWindow(['online', 'offline'], callback),
    },
    visibility: {
      isHidden: () => document.visibilityState === 'hidden',
      onChange: (callback) => {
        document.addEventListener('visibilitychange', callback);
        return () => document.removeEventListener('visibilitychange', callback);
      },
    },
  });
}

/** The tab's socket to `url`, made on first use; none without a browser WebSocket (the prerender, old tests). */
export function tabMarketSocket(url: string): MarketSocket | null {
  if (typeof window === 'undefined' || typeof globalThis.WebSocket !== 'function') return null;
  let socket = sockets.get(url);
  if (!socket) {
    socket = browserSocket(url);
    sockets.set(url, socket);
  }
  return socket;
}
