import { useState } from 'react';
import { useTicker } from '@tp/api';
import { TickerView } from '../../widgets/Ticker';
import { useReducedMotion } from '../../widgets/Carousel';
import { tickerViewPropsOf } from './tickerViewProps';

export interface LiveTickerProps {
  /** Stories shorten the spec's 15 s. */
  refreshMs?: number;
}

/** The ticker wired to the market data (D9); the Pause button also stops the polling (WCAG 2.2.2). */
export function LiveTicker({ refreshMs }: LiveTickerProps) {
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const state = useTicker({ paused, refreshMs });
  return (
    <TickerView
      {...tickerViewPropsOf(state)}
      paused={paused}
      onPausedChange={setPaused}
      reducedMotion={reducedMotion}
    />
  );
}

export default LiveTicker;
