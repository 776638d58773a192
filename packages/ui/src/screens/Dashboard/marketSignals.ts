import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type SignalTone = 'buy' | 'neutral' | 'sell';

export interface MarketSignal {
  /** Stable key of the row. */
  id: string;
  /** The indicator: a proper name (MACD) as it is, a descriptive one written with `i18n._` (D18). */
  indicator: string | MessageDescriptor;
  signal: 'Buy' | 'Neutral' | 'Sell';
  tone: SignalTone;
}

/** The signal words as the badges write them (D18). */
export const signalLabels: Readonly<Record<MarketSignal['signal'], MessageDescriptor>> = {
  Buy: msg`Buy`,
  Neutral: msg`Neutral`,
  Sell: msg`Sell`,
};

/** Spec 2 §2: the Market Analysis block's hard-coded signals. Illustrative, not computed or advice. */
export const marketSignals: readonly MarketSignal[] = [
  { id: 'macd', indicator: 'MACD', signal: 'Buy', tone: 'buy' },
  { id: 'rsi', indicator: 'RSI(14)', signal: 'Neutral', tone: 'neutral' },
  { id: 'moving-average', indicator: msg`Moving Average`, signal: 'Buy', tone: 'buy' },
  { id: 'bollinger', indicator: msg`Bollinger Bands`, signal: 'Neutral', tone: 'neutral' },
];
