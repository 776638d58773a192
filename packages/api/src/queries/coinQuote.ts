// Issue 44: a coin page's 24 h change (and its price before the candles come), read without driving the ticker: the
// ticker's pause (WCAG 2.2.2) leaves its channel and stops its polling, and a page must not move it behind its back.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiClients } from '../react/ApiProvider';
import type { ChannelState } from '../stream/channelBook';
import { latestEvery } from '../stream/latestEvery';
import { tickersChannel } from '../stream/protocol';
import { tabMarketSocket } from '../stream/tabSocket';
import { candleRedrawMs } from './candles';
import { tickerPolls, tickerQueryKey, useMarketConnection, type TickerData } from './ticker';

export interface CoinQuote {
  price: number;
  /** In percent over 24 h. */
  change: number;
}

const readOnly = () => Promise.reject(new Error('The ticker fills this entry.'));

/**
 * The coin's quote: from the tickers channel while the tab's socket streams (a watcher of its own: the ticker's cache
 * entry is left alone), otherwise what the ticker last polled; null before either has it.
 */
export function useCoinQuote(symbol: string): CoinQuote | null {
  const { streamUrl } = useApiClients();
  const connection = useMarketConnection(streamUrl);
  const [streamed, setStreamed] = useState<CoinQuote | null>(null);
  const polled = useQuery({
    queryKey: tickerQueryKey,
    queryFn: readOnly,
    enabled: false,
  }).data as TickerData | undefined;

  useEffect(() => {
    const socket = streamUrl ? tabMarketSocket(streamUrl) : null;
    if (!socket) return;
    // The page's figures need no more than the chart's redraws; and only a move of this coin renders it again.
    const writes = latestEvery(candleRedrawMs, (state: ChannelState) => {
      if (state.data?.kind !== 'tickers') return;
      const quote = state.data.quotes.find((entry) => entry.symbol === symbol);
      if (!quote) return;
      setStreamed((shown) =>
        shown?.price === quote.price && shown.change === quote.change24h
          ? shown
          : { price: quote.price, change: quote.change24h },
      );
    });
    const unwatch = socket.watch(tickersChannel, writes.push);
    return () => {
      unwatch();
      writes.cancel();
    };
  }, [streamUrl, symbol]);

  if (streamed && !tickerPolls(connection)) return streamed;
  const fromPoll = polled?.coins.quotes.find((entry) => entry.symbol === symbol);
  if (fromPoll && polled?.coins.asOf !== null)
    return { price: fromPoll.price, change: fromPoll.change };
  return streamed;
}
