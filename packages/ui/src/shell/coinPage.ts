import { tickerCoinIds, tickerCoins } from '@tp/api';

/** Issue 44: the page of one of the ticker's ten coins (`/market/:symbol`, in lower case); null for any other coin. */
export function coinPagePath(coin: { id: string } | { symbol: string }): string | null {
  const known =
    'id' in coin
      ? tickerCoinIds.includes(coin.id) && tickerCoins.find((entry) => entry.id === coin.id)
      : coinOfSymbol(coin.symbol);
  return known ? `/market/${known.symbol.toLowerCase()}` : null;
}

/** The coin a `/market/:symbol` page shows: one of the ticker's ten (D9), by its symbol in any case; null otherwise. */
export function coinOfSymbol(symbol: string | undefined): (typeof tickerCoins)[number] | null {
  const wanted = symbol?.toUpperCase();
  return tickerCoins.find((coin) => coin.symbol === wanted) ?? null;
}

/** A coin page's heading and document title: "Bitcoin (BTC)". */
export function coinPageTitle(coin: { name: string; symbol: string }): string {
  return `${coin.name} (${coin.symbol})`;
}
