// D19 / issue 44: a coin's candles come only over the tab's market socket (`candles:<coinId>:<interval>`). The socket
// writes each channel's state into TanStack Query's cache, so a chart switched back to an interval it showed before
// starts from what it had (marked by its time) while the fresh snapshot comes.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClients } from '../react/ApiProvider';
import type { StreamErrorCode } from '../stream.gen';
import type { ChannelState } from '../stream/channelBook';
import { latestEvery } from '../stream/latestEvery';
import type { ConnectionState } from '../stream/marketSocketTypes';
import {
  candleChannel,
  type CandleInterval,
  type StreamCandle,
  type StreamCoinId,
} from '../stream/protocol';
import { tabMarketSocket } from '../stream/tabSocket';
import { useMarketConnection } from './ticker';

/** The stream updates each watched channel once a second (the mock's hub; a real server may differ). */
export const candleUpdateIntervalMs = 1_000;

/**
 * The page redraws its candles at most this often, whatever the stream's rate: a burst of 50 updates a second
 * redrew the chart every frame (24 fps at 4× CPU in `pnpm bench:stream:browser`).
 */
export const candleRedrawMs = 250;

export interface CandleData {
  candles: readonly StreamCandle[];
  /** The server's time of the candles (ms). */
  at: number;
}

export const candlesQueryKey = (coinId: StreamCoinId, interval: CandleInterval) =>
  ['market', 'candles', coinId, interval] as const;

/**
 * What a coin page can show of its candles:
 * - `loading`: the channel's first snapshot is on its way;
 * - `ready`: candles as of `at` (the previous connection's while a new one resynchronises: see `connection`);
 * - `unavailable`: the tab has no socket, or it fell back to polling, which has no candles;
 * - `refused`: the server refused the channel (its error code).
 */
export type CandleFeed =
  | { status: 'loading' }
  | ({ status: 'ready' } & CandleData)
  | { status: 'unavailable' }
  | { status: 'refused'; code: StreamErrorCode };

/** Reads the cache only: the socket is what fills it. */
const notFetched = () => Promise.reject(new Error('Candles come only over the market socket.'));

export interface CandlesOptions {
  /** Leave the channel (a hidden chart, a paused page): the cache keeps the last candles. */
  paused?: boolean;
}

/** The channel's candles through the socket, and the socket's state (for the freshness mark and the banner). */
export function useCandles(
  coinId: StreamCoinId,
  interval: CandleInterval,
  { paused = false }: CandlesOptions = {},
): { feed: CandleFeed; connection: ConnectionState | null } {
  const { streamUrl } = useApiClients();
  const queryClient = useQueryClient();
  const connection = useMarketConnection(streamUrl);
  const key = candlesQueryKey(coinId, interval);
  const cached = useQuery({
    queryKey: key,
    queryFn: notFetched,
    enabled: false,
    staleTime: Infinity,
  }).data as CandleData | undefined;
  const refusal = useQuery({
    queryKey: [...key, 'refusal'],
    queryFn: notFetched,
    enabled: false,
    staleTime: Infinity,
  }).data as StreamErrorCode | undefined;

  useEffect(() => {
    const socket = streamUrl ? tabMarketSocket(streamUrl) : null;
    if (!socket || paused) return;
    const queryKey = candlesQueryKey(coinId, interval);
    const writes = latestEvery(candleRedrawMs, (state: ChannelState) => {
      queryClient.setQueryData([...queryKey, 'refusal'], state.error ?? null);
      if (state.at === null || state.data?.kind !== 'candles') return;
      queryClient.setQueryData<CandleData>(queryKey, {
        candles: state.data.candles,
        at: state.at,
      });
    });
    const unwatch = socket.watch(candleChannel(coinId, interval), writes.push);
    return () => {
      unwatch();
      writes.cancel();
    };
  }, [streamUrl, paused, coinId, interval, queryClient]);

  return { feed: feedOf(cached, refusal ?? null, connection), connection };
}

/** Pure: what the page shows from the cache, the channel's refusal and the socket's phase. */
export function feedOf(
  cached: CandleData | undefined,
  refusal: StreamErrorCode | null,
  connection: ConnectionState | null,
): CandleFeed {
  if (refusal) return { status: 'refused', code: refusal };
  if (cached) return { status: 'ready', ...cached };
  if (connection === null || connection.phase === 'fallback') return { status: 'unavailable' };
  return { status: 'loading' };
}
