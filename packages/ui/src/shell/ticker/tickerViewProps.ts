import type { TickerHalf, TickerState } from '@tp/api';
import type { TickerItem, TickerViewProps } from '../../widgets/Ticker';
import { coinPagePath } from '../coinPage';

type TickerData = Pick<TickerViewProps, 'items' | 'staleSince' | 'unavailable'>;

function itemsOf(half: TickerHalf, kind: TickerItem['kind']): TickerItem[] {
  const state = !half.failed ? undefined : half.asOf === null ? 'unavailable' : 'stale';
  return half.quotes.map(({ symbol, price, change }) => ({
    symbol,
    kind,
    price,
    change,
    state,
    // Issue 44: a coin's symbol links to its page of live candles.
    ...(kind === 'coin' && { href: coinPagePath({ symbol }) ?? undefined }),
  }));
}

/**
 * D9: the coins then the forex pairs. A half whose refresh failed shows its last good prices, and the
 * note gives the oldest such time; a half that never loaded shows zeros, and the note says so.
 */
export function tickerViewPropsOf(state: TickerState): TickerData {
  if (state.status === 'loading') return { items: undefined };
  const { coins, forex } = state.data;
  const staleTimes = [coins, forex]
    .filter((half) => half.failed && half.asOf !== null)
    .map((half) => half.asOf as number);
  return {
    items: [...itemsOf(coins, 'coin'), ...itemsOf(forex, 'forex')],
    staleSince: staleTimes.length > 0 ? Math.min(...staleTimes) : undefined,
    unavailable: coins.asOf === null || forex.asOf === null,
  };
}
