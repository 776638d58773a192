// Public market API sample data (CoinGecko v3 shapes). D10: every price is a seeded random walk (randomWalk.ts)
// anchored at the table's price at 00:00 UTC of the current day, so a fixed clock gives the same figures in every
// run, and the ticker, the Market lists and the charts read one consistent walk.
import { DAY, HOUR } from './clock';
import { hashString, roundTo, wave } from './deterministicNoise';
import { createWalk, percentChange } from './randomWalk';

export interface CoinDefinition {
  id: string;
  symbol: string;
  name: string;
  price: number;
  marketCap: number;
  volume: number;
}

// [id, symbol, name, price at 00:00 UTC today (USD), market cap (USD bn), 24h volume (USD bn)]; sample figures.
const table: Array<[string, string, string, number, number, number]> = [
  ['bitcoin', 'btc', 'Bitcoin', 67_432.18, 1_327, 28.4],
  ['ethereum', 'eth', 'Ethereum', 3_512.46, 422, 15.2],
  ['tether', 'usdt', 'Tether', 1.0, 110, 52.1],
  ['binancecoin', 'bnb', 'BNB', 584.23, 87.1, 1.9],
  ['solana', 'sol', 'Solana', 148.67, 68.4, 3.1],
  ['usd-coin', 'usdc', 'USDC', 1.0, 32.6, 6.8],
  ['ripple', 'xrp', 'XRP', 0.5214, 28.9, 1.4],
  ['dogecoin', 'doge', 'Dogecoin', 0.1583, 22.9, 1.2],
  ['cardano', 'ada', 'Cardano', 0.4581, 16.3, 0.42],
  ['avalanche-2', 'avax', 'Avalanche', 35.12, 13.8, 0.51],
  ['tron', 'trx', 'TRON', 0.1224, 10.7, 0.38],
  ['polkadot', 'dot', 'Polkadot', 7.05, 10.1, 0.24],
  ['chainlink', 'link', 'Chainlink', 14.62, 8.6, 0.41],
  ['bitcoin-cash', 'bch', 'Bitcoin Cash', 468.9, 9.2, 0.36],
  ['matic-network', 'matic', 'Polygon', 0.7012, 6.9, 0.31],
  ['litecoin', 'ltc', 'Litecoin', 82.45, 6.1, 0.44],
  ['near', 'near', 'NEAR Protocol', 5.92, 6.3, 0.35],
  ['uniswap', 'uni', 'Uniswap', 9.84, 5.9, 0.19],
  ['internet-computer', 'icp', 'Internet Computer', 12.07, 5.6, 0.12],
  ['dai', 'dai', 'Dai', 1.0, 5.3, 0.21],
  ['ethereum-classic', 'etc', 'Ethereum Classic', 26.31, 3.9, 0.17],
  ['stellar', 'xlm', 'Stellar', 0.1092, 3.2, 0.08],
  ['aptos', 'apt', 'Aptos', 8.74, 3.6, 0.16],
  ['cosmos', 'atom', 'Cosmos Hub', 8.41, 3.3, 0.14],
  ['okb', 'okb', 'OKB', 48.2, 2.9, 0.02],
  ['filecoin', 'fil', 'Filecoin', 5.67, 3.2, 0.18],
  ['hedera-hashgraph', 'hbar', 'Hedera', 0.0912, 3.3, 0.07],
  ['arbitrum', 'arb', 'Arbitrum', 1.04, 3.0, 0.29],
  ['vechain', 'vet', 'VeChain', 0.0341, 2.5, 0.04],
  ['maker', 'mkr', 'Maker', 2_731.5, 2.5, 0.09],
  ['render-token', 'rndr', 'Render', 7.82, 3.0, 0.21],
  ['injective-protocol', 'inj', 'Injective', 24.91, 2.3, 0.11],
  ['optimism', 'op', 'Optimism', 2.31, 2.5, 0.22],
  ['immutable-x', 'imx', 'Immutable', 1.98, 2.9, 0.06],
  ['the-graph', 'grt', 'The Graph', 0.2613, 2.5, 0.08],
  ['algorand', 'algo', 'Algorand', 0.1721, 1.4, 0.04],
  ['quant-network', 'qnt', 'Quant', 97.3, 1.4, 0.02],
  ['aave', 'aave', 'Aave', 92.4, 1.4, 0.13],
  ['the-sandbox', 'sand', 'The Sandbox', 0.4312, 1.0, 0.07],
  ['decentraland', 'mana', 'Decentraland', 0.4101, 0.8, 0.05],
  ['eos', 'eos', 'EOS', 0.7824, 0.9, 0.12],
  ['tezos', 'xtz', 'Tezos', 0.9231, 0.9, 0.03],
  ['axie-infinity', 'axs', 'Axie Infinity', 7.12, 1.0, 0.05],
  ['theta-token', 'theta', 'Theta Network', 2.01, 2.0, 0.04],
  ['fantom', 'ftm', 'Fantom', 0.6814, 1.9, 0.19],
  ['flow', 'flow', 'Flow', 0.8912, 1.3, 0.04],
  ['kucoin-shares', 'kcs', 'KuCoin', 10.12, 1.0, 0.01],
  ['chiliz', 'chz', 'Chiliz', 0.1103, 1.0, 0.07],
  ['iota', 'iota', 'IOTA', 0.2213, 0.7, 0.02],
  ['zcash', 'zec', 'Zcash', 23.41, 0.4, 0.03],
];

export const coins: readonly CoinDefinition[] = table.map(
  ([id, symbol, name, price, capBn, volumeBn]) => ({
    id,
    symbol,
    name,
    price,
    marketCap: Math.round(capBn * 1e9),
    volume: Math.round(volumeBn * 1e9),
  }),
);

export function findCoin(id: string): CoinDefinition | undefined {
  return coins.find((coin) => coin.id === id);
}

const stablecoins = new Set(['tether', 'usd-coin', 'dai']);

/** Realistic daily volatility of log returns: bitcoin about 2.8 %, ether 3.6 %, other coins 4 to 6 %, stablecoins ~0. */
export function dailyVolatility(coin: CoinDefinition): number {
  if (stablecoins.has(coin.id)) return 0.0005;
  if (coin.id === 'bitcoin') return 0.028;
  if (coin.id === 'ethereum') return 0.036;
  return 0.04 + (hashString(coin.id) % 21) / 1000;
}

/** The coin's walk, anchored at the table price at 00:00 UTC of `now`'s day. */
export function coinWalk(coin: CoinDefinition, now: number) {
  return createWalk(
    { name: `coin:${coin.id}`, anchorPrice: coin.price, dailyVolatility: dailyVolatility(coin) },
    now,
  );
}

function priceDecimals(price: number): number {
  return price < 1 ? 6 : 2;
}

/** The coin's price at `now`, and its change over the last hour, day and week in percent. */
export function coinQuote(coin: CoinDefinition, now: number) {
  const walk = coinWalk(coin, now);
  const price = walk.priceAt(now);
  return {
    price: roundTo(price, priceDecimals(price)),
    change1h: roundTo(percentChange(walk.priceAt(now - HOUR), price), 2),
    change24h: roundTo(percentChange(walk.priceAt(now - DAY), price), 2),
    change7d: roundTo(percentChange(walk.priceAt(now - 7 * DAY), price), 2),
  };
}

/** {[coinId]: {usd, usd_24h_change?}} for known ids; unknown ids are left out as the real service does. */
export function simplePrice(
  idsParam: string | null,
  vsCurrencies: string | null,
  includeChange: boolean,
  now: number,
) {
  const wantsUsd = (vsCurrencies ?? 'usd')
    .toLowerCase()
    .split(',')
    .map((value) => value.trim())
    .includes('usd');
  const result: Record<string, { usd: number; usd_24h_change?: number }> = {};
  if (!wantsUsd) return result;
  for (const id of (idsParam ?? '').split(',').map((value) => value.trim().toLowerCase())) {
    const coin = findCoin(id);
    if (!coin) continue;
    const quote = coinQuote(coin, now);
    result[id] = includeChange
      ? { usd: quote.price, usd_24h_change: quote.change24h }
      : { usd: quote.price };
  }
  return result;
}

type ChangeWindow = '1h' | '24h' | '7d';
const changeWindows: readonly ChangeWindow[] = ['1h', '24h', '7d'];

function requestedWindows(param: string | null): ChangeWindow[] {
  const asked = (param ?? '').split(',').map((value) => value.trim().toLowerCase());
  return changeWindows.filter((window) => asked.includes(window));
}

/** Volume moves with the day: a busier day trades more. */
function volumeAt(coin: CoinDefinition, now: number, change24h: number): number {
  const dayNoise = 0.25 * wave(Math.floor(now / DAY), hashString(coin.id));
  return Math.round(coin.volume * (1 + dayNoise + Math.min(0.5, Math.abs(change24h) / 20)));
}

export function coinMarkets(
  perPageParam: string | null,
  pageParam: string | null,
  changeWindowsParam: string | null,
  now: number,
) {
  const perPage = Math.min(250, Math.max(1, Number(perPageParam ?? 100) || 100));
  const page = Math.max(1, Number(pageParam ?? 1) || 1);
  const windows = requestedWindows(changeWindowsParam);
  // The provider's figures are refreshed every minute or so; `last_updated` says when.
  const lastUpdated = new Date(Math.floor(now / 60_000) * 60_000).toISOString();
  return coins
    .map((coin) => ({ coin, quote: coinQuote(coin, now) }))
    .map(({ coin, quote }) => ({
      coin,
      quote,
      marketCap: Math.round((coin.marketCap / coin.price) * quote.price),
    }))
    .sort((a, b) => b.marketCap - a.marketCap)
    .slice((page - 1) * perPage, page * perPage)
    .map(({ coin, quote, marketCap }) => {
      const extra: Record<string, number> = {};
      if (windows.includes('1h')) extra.price_change_percentage_1h_in_currency = quote.change1h;
      if (windows.includes('24h')) extra.price_change_percentage_24h_in_currency = quote.change24h;
      if (windows.includes('7d')) extra.price_change_percentage_7d_in_currency = quote.change7d;
      return {
        id: coin.id,
        symbol: coin.symbol,
        name: coin.name,
        // DECISIONS D7: no external image hosts.
        image: null,
        current_price: quote.price,
        market_cap: marketCap,
        total_volume: volumeAt(coin, now, quote.change24h),
        price_change_percentage_24h: quote.change24h,
        ...extra,
        last_updated: lastUpdated,
      };
    });
}

export const MAX_CHART_DAYS = 730;

/** Daily points at 00:00 UTC, oldest first, from the coin's walk; the last point is today's price now. */
export function marketChart(coin: CoinDefinition, daysParam: string, now: number) {
  const days =
    daysParam === 'max'
      ? MAX_CHART_DAYS
      : Math.min(MAX_CHART_DAYS, Math.max(1, Math.ceil(Number(daysParam)) || 1));
  const today = Math.floor(now / DAY) * DAY;
  const walk = coinWalk(coin, now);
  const opens = walk.opensUpToAnchor(days);
  const supply = coin.marketCap / coin.price;
  const seed = hashString(coin.id);
  const prices: Array<[number, number]> = [];
  const caps: Array<[number, number]> = [];
  const volumes: Array<[number, number]> = [];
  opens.forEach((open, index) => {
    const back = days - index;
    const t = today - back * DAY;
    const raw = back === 0 ? walk.priceAt(now) : open;
    const price = roundTo(raw, priceDecimals(raw));
    prices.push([t, price]);
    caps.push([t, Math.round(price * supply)]);
    volumes.push([t, Math.round(coin.volume * (1 + 0.25 * wave(back + 7, seed)))]);
  });
  return { prices, market_caps: caps, total_volumes: volumes };
}

export function isValidDays(value: string | null): value is string {
  return value !== null && (value === 'max' || (/^\d+(\.\d+)?$/.test(value) && Number(value) > 0));
}
