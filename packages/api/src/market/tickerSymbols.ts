// DECISIONS D9: the ticker's symbols, one constant for the UI and the mock API (spec 2 §9: 10 crypto plus 33 forex pairs).

/** A coin of the ticker: the market API's id and the symbol the ticker shows. */
export interface TickerCoin {
  id: string;
  symbol: string;
  name: string;
}

/** Spec 2 §3's ten portfolio coins, in the spec's order, by their public market API ids. */
export const tickerCoins = [
  { id: 'bitcoin', symbol: 'BTC', name: 'Bitcoin' },
  { id: 'ethereum', symbol: 'ETH', name: 'Ethereum' },
  { id: 'binancecoin', symbol: 'BNB', name: 'Binance Coin' },
  { id: 'cardano', symbol: 'ADA', name: 'Cardano' },
  { id: 'solana', symbol: 'SOL', name: 'Solana' },
  { id: 'ripple', symbol: 'XRP', name: 'Ripple' },
  { id: 'dogecoin', symbol: 'DOGE', name: 'Dogecoin' },
  { id: 'polkadot', symbol: 'DOT', name: 'Polkadot' },
  { id: 'matic-network', symbol: 'MATIC', name: 'Polygon' },
  { id: 'avalanche-2', symbol: 'AVAX', name: 'Avalanche' },
] as const satisfies readonly TickerCoin[];

export const tickerCoinIds: readonly string[] = tickerCoins.map((coin) => coin.id);

/**
 * The 33 pairs asked of `GET /api/market/forex/`: the majors, their crosses, and USD against the main
 * emerging-market currencies. The mock serves exactly these (mocks/src/backend/forexQuotes.ts).
 */
export const forexSymbols = [
  // Majors
  'EURUSD',
  'GBPUSD',
  'USDJPY',
  'USDCHF',
  'AUDUSD',
  'USDCAD',
  'NZDUSD',
  // Crosses
  'EURGBP',
  'EURJPY',
  'GBPJPY',
  'EURCHF',
  'AUDJPY',
  'EURAUD',
  'EURCAD',
  'GBPCHF',
  'CADJPY',
  'CHFJPY',
  'AUDCAD',
  'AUDNZD',
  'NZDJPY',
  'GBPAUD',
  'GBPCAD',
  'EURNZD',
  'AUDCHF',
  'GBPNZD',
  // USD against emerging-market and other currencies
  'USDSGD',
  'USDHKD',
  'USDSEK',
  'USDNOK',
  'USDDKK',
  'USDZAR',
  'USDMXN',
  'USDTRY',
] as const;

export type ForexSymbol = (typeof forexSymbols)[number];
