// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TickerHalf } from '@tp/api';
import { tickerViewPropsOf } from './tickerViewProps';

const at = Date.parse('2026-06-15T12:00:00Z');
const coins = (half: Partial<TickerHalf> = {}): TickerHalf => ({
  quotes: [{ symbol: 'BTC', price: 67432.18, change: 1.2 }],
  asOf: at,
  failed: false,
  ...half,
});
const forex = (half: Partial<TickerHalf> = {}): TickerHalf => ({
  quotes: [{ symbol: 'EURUSD', price: 1.0842, change: -0.1 }],
  asOf: at,
  failed: false,
  ...half,
});
const never = (quotes: TickerHalf['quotes']): TickerHalf => ({
  quotes: quotes.map((quote) => ({ ...quote, price: 0, change: 0 })),
  asOf: null,
  failed: true,
});

describe('tickerViewPropsOf', () => {
  it('has no items while loading', () => {
    expect(tickerViewPropsOf({ status: 'loading' })).toEqual({ items: undefined });
  });

  it('lists the coins (each linking to its page), then the forex pairs, with no note while both are fresh', () => {
    const props = tickerViewPropsOf({ status: 'ready', data: { coins: coins(), forex: forex() } });
    expect(props.items).toEqual([
      {
        symbol: 'BTC',
        kind: 'coin',
        price: 67432.18,
        change: 1.2,
        state: undefined,
        href: '/market/btc',
      },
      { symbol: 'EURUSD', kind: 'forex', price: 1.0842, change: -0.1, state: undefined },
    ]);
    expect(props.staleSince).toBeUndefined();
    expect(props.unavailable).toBe(false);
  });

  it('marks a half whose refresh failed as stale, with the oldest time shown', () => {
    const props = tickerViewPropsOf({
      status: 'ready',
      data: {
        coins: coins({ failed: true, asOf: at - 30_000 }),
        forex: forex({ failed: true, asOf: at - 15_000 }),
      },
    });
    expect(props.items?.map((item) => item.state)).toEqual(['stale', 'stale']);
    expect(props.staleSince).toBe(at - 30_000);
    expect(props.unavailable).toBe(false);
  });

  it('keeps the fresh half unmarked when only the other failed', () => {
    const props = tickerViewPropsOf({
      status: 'ready',
      data: { coins: coins(), forex: forex({ failed: true, asOf: at - 15_000 }) },
    });
    expect(props.items?.map((item) => item.state)).toEqual([undefined, 'stale']);
    expect(props.staleSince).toBe(at - 15_000);
  });

  it('says prices are unavailable only for a half that never loaded', () => {
    const props = tickerViewPropsOf({
      status: 'ready',
      data: { coins: coins(), forex: never(forex().quotes) },
    });
    expect(props.unavailable).toBe(true);
    expect(props.staleSince).toBeUndefined();
    expect(props.items?.[1]).toMatchObject({ price: 0, change: 0, state: 'unavailable' });
  });
});
