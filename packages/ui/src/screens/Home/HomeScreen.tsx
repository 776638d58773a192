import { coinPricesFrom, useLoadProps, usePackages, useSimplePrices } from '@tp/api';
import { livePrices } from '../../content';
import { LiveMarketChart } from '../shared/LiveMarketChart';
import { HomeView } from './HomeView';

const coinIds = livePrices.coins.map((coin) => coin.id);

/** Wires the home page to the market API (prices every minute, charts on approach) and the package catalogue. */
export function HomeScreen() {
  const prices = useSimplePrices(coinIds);
  const packages = usePackages();
  const { prices: pricesStatus } = useLoadProps('prices', prices);
  const packagesProps = useLoadProps('packages', packages);

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
      {...packagesProps}
    />
  );
}
