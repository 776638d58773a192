import type { ChartStudies } from '../../widgets/MarketChart';

/** D7: the dashboard's and overview's BTC/USD daily chart carries moving averages 20 and 50 and RSI 14. */
export const btcUsdStudies: ChartStudies = { movingAverages: [20, 50], rsiPeriod: 14 };
