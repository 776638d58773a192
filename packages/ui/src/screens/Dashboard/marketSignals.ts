export type SignalTone = 'buy' | 'neutral' | 'sell';

export interface MarketSignal {
  indicator: string;
  signal: 'Buy' | 'Neutral' | 'Sell';
  tone: SignalTone;
}

/** Spec 2 §2: the Market Analysis block's hard-coded signals. Illustrative, not computed or advice. */
export const marketSignals: readonly MarketSignal[] = [
  { indicator: 'MACD', signal: 'Buy', tone: 'buy' },
  { indicator: 'RSI(14)', signal: 'Neutral', tone: 'neutral' },
  { indicator: 'Moving Average', signal: 'Buy', tone: 'buy' },
  { indicator: 'Bollinger Bands', signal: 'Neutral', tone: 'neutral' },
];
