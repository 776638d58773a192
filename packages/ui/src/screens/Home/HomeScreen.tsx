import { coinPricesFrom, useLoadStatus, usePackages, useSimplePrices } from '@tp/api';
import { livePrices } from '../../content/operator';
import { LiveMarketChart } from '../shared/LiveMarketChart';
import { HomeView } from './HomeView';

const coinIds = livePrices.coins.map((coin) => coin.id);

/** Wires the home page to the market API (prices every minute, charts on approach) and the package catalogue. */
export function HomeScreen() {
  const prices = useSimplePrices(coinIds);
  const packages = usePackages();
  const pricesStatus = useLoadStatus(prices);
  const packagesStatus = useLoadStatus(packages);

  return (
    <HomeView
      charts={
        <>
          <LiveMarketChart coinId="bitcoin" title="Bitcoin/USD" height={400} />
          <LiveMarketChart coinId="ethereum" title="Ethereum/USD" height={400} />
        </>
      }
      // Spec 1 §8: a failed refresh keeps the last prices and shows nothing.
      prices={coinPricesFrom(prices.data, coinIds)}
      pricesLoading={pricesStatus.kind === 'loading'}
      packages={packagesStatus}
      onRetryPackages={() => void packages.refetch()}
    />
  );
}
