// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeClientMessage } from './decodeClientMessage';

const frame = (message: unknown) => JSON.stringify(message);

describe('what the mock server accepts from a market socket client (D19)', () => {
  it('reads a subscribe or an unsubscribe as the contract describes it', () => {
    for (const message of [
      { type: 'subscribe', channels: ['tickers', 'candles:bitcoin:1m'] },
      { type: 'unsubscribe', channels: ['tickers'] },
      // Names are checked by the hub (unknown_channel), not here.
      { type: 'subscribe', channels: ['candles:tether:1m'] },
    ])
      expect(decodeClientMessage(frame(message))).toEqual({ ok: true, message });
  });

  it('refuses what is not JSON, or not one of the client messages, as invalid_message', () => {
    const refused = [
      '',
      '{"type":"subscribe"',
      frame('subscribe'),
      frame({ type: 'subscribe' }),
      frame({ type: 'subscribe', channels: [] }),
      frame({ type: 'subscribe', channels: Array(21).fill('tickers') }),
      frame({ type: 'subscribe', channels: ['x'.repeat(41)] }),
      frame({ type: 'subscribe', channels: [7] }),
      frame({ type: 'subscribe', channels: ['tickers'], extra: true }),
      frame({ type: 'resubscribe', channels: ['tickers'] }),
    ];
    for (const text of refused) {
      const decoded = decodeClientMessage(text);
      expect(decoded, text).toMatchObject({ ok: false, code: 'invalid_message' });
      if (!decoded.ok) expect(decoded.message.length).toBeLessThanOrEqual(200);
    }
  });
});
