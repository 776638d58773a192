// D19: the market stream for the in-browser demo and Storybook, through MSW's WebSocket mocking, with the same
// protocol server (the hub) as the real WebSocket of the mock API.
import { ws, type WebSocketHandler } from 'msw';
import type { MarketStreamHub } from './marketStreamHub';

type Frame = string | ArrayBufferLike | Blob | ArrayBufferView;

const utf8 = new TextEncoder();

function binaryLength(frame: Exclude<Frame, string>): number {
  return frame instanceof Blob ? frame.size : frame.byteLength;
}

/**
 * Serves the market stream at `url`, a `ws:` or `wss:` URL (the page's origin + `/ws/market/`). The hub's close
 * codes reach the page as they are: MSW's `client.close` takes 1001 to 1015 too, unlike a page's own `close()`.
 */
export function marketStreamHandler(hub: MarketStreamHub, url: string): WebSocketHandler {
  return ws.link(url).addEventListener('connection', ({ client }) => {
    const connection = hub.connect({
      send: (text) => client.send(text),
      close: (code, reason) => client.close(code, reason),
    });
    client.addEventListener('message', (event) => {
      const frame: Frame = event.data;
      if (typeof frame === 'string') connection.receive(frame, utf8.encode(frame).byteLength);
      else connection.receiveBinary(binaryLength(frame));
    });
    client.addEventListener('close', () => connection.closed());
  });
}
