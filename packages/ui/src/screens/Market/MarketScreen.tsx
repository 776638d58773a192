import { useFreshness, useLoadProps, useTopCoins } from '@tp/api';
import { useSearchParams } from 'react-router-dom';
import {
  changeWindowOf,
  defaultChangeWindow,
  marketStatusOf,
  topCoinsUsualAgeMs,
  type ChangeWindow,
} from './marketLists';
import { MarketView } from './MarketView';

/** The URL's name for the window of gainers and losers (`/market?window=7d`). */
export const windowParam = 'window';

/**
 * Spec 2 §2 Market wired to the top 50 coins (D10: refreshed every minute, the last good data kept
 * with a stale note when a refresh fails). The window lives in the URL, so a link or a reload keeps
 * it; switching replaces the entry, so Back leaves the screen instead of stepping through windows.
 */
export function MarketScreen() {
  const topCoins = useTopCoins();
  const { coins, onRetryCoins } = useLoadProps('coins', topCoins);
  const [params, setParams] = useSearchParams();
  const window = changeWindowOf(params.get(windowParam));
  const status = marketStatusOf(coins, topCoins);
  const freshness = useFreshness({
    at: status.kind === 'ready' ? status.asOf : null,
    usualIntervalMs: topCoinsUsualAgeMs,
    failed: status.kind === 'ready' && status.stale,
  });

  const changeWindow = (next: ChangeWindow) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === defaultChangeWindow) updated.delete(windowParam);
        else updated.set(windowParam, next);
        return updated;
      },
      { replace: true },
    );

  return (
    <MarketView
      coins={status}
      freshness={freshness}
      window={window}
      onWindowChange={changeWindow}
      onRetryCoins={onRetryCoins}
      checkedAt={Math.max(topCoins.dataUpdatedAt, topCoins.errorUpdatedAt)}
    />
  );
}
