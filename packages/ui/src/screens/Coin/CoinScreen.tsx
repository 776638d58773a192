import {
  candleUpdateIntervalMs,
  useCandles,
  useFreshness,
  useCoinQuote,
  type CandleInterval,
} from '@tp/api';
import { useParams, useSearchParams } from 'react-router-dom';
import { coinPageTitle } from '../../shell/coinPage';
import { useDocumentTitle } from '../../shell/documentTitle';
import { NotFoundPage } from '../../shell/StatusPages';
import { useHydrated } from '../../hydration/useHydrated';
import {
  candleIntervalOf,
  coinOfSymbol,
  defaultCandleInterval,
  type CoinOfPage,
} from './coinRoute';
import { CoinView } from './CoinView';

/** The URL's name for the candle interval (`/market/btc?interval=1h`). */
export const intervalParam = 'interval';

/**
 * Issue 44: `/market/:symbol` for the ticker's ten coins; any other symbol is the 404. The interval lives in the URL,
 * so a link or a reload keeps it; switching replaces the entry, so Back leaves the page.
 */
export function CoinScreen() {
  const coin = coinOfSymbol(useParams().symbol);
  return coin ? <CoinPage coin={coin} /> : <NotFoundPage />;
}

function CoinPage({ coin }: { coin: CoinOfPage }) {
  const [params, setParams] = useSearchParams();
  const interval = candleIntervalOf(params.get(intervalParam));
  const { feed, connection } = useCandles(coin.id, interval);
  const freshness = useFreshness({
    at: feed.status === 'ready' ? feed.at : null,
    usualIntervalMs: candleUpdateIntervalMs,
    connection: connection?.phase,
  });
  const quote = useCoinQuote(coin.symbol);
  // The prerendered frame (and its adoption) has no socket yet: it shows the chart loading, not unavailable.
  const hydrated = useHydrated();
  useDocumentTitle(coinPageTitle(coin));

  const changeInterval = (next: CandleInterval) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === defaultCandleInterval) updated.delete(intervalParam);
        else updated.set(intervalParam, next);
        return updated;
      },
      { replace: true },
    );

  return (
    <CoinView
      coin={coin}
      interval={interval}
      onIntervalChange={changeInterval}
      feed={hydrated ? feed : { status: 'loading' }}
      freshness={hydrated && feed.status === 'ready' ? freshness : null}
      quote={hydrated && quote && quote.price > 0 ? quote : null}
    />
  );
}
