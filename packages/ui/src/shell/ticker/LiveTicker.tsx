import { useState } from 'react';
import { useTicker } from '@tp/api';
import { useClock } from '../../clock';
import { TickerView } from '../../widgets/Ticker';
import { useReducedMotion } from '../../widgets/Carousel';
import { tickerConnectionOf } from './tickerConnection';
import { tickerViewPropsOf } from './tickerViewProps';
import { useSecondTick } from './useSecondTick';

export interface LiveTickerProps {
  /** Stories shorten the spec's 15 s. */
  refreshMs?: number;
}

/** The ticker wired to the market data (D9, D19); the Pause button also stops the updates (WCAG 2.2.2). */
export function LiveTicker({ refreshMs }: LiveTickerProps) {
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const state = useTicker({ paused, refreshMs });
  const clock = useClock();
  useSecondTick(state.connection !== null && !paused);
  const lastUpdateAt = state.status === 'ready' ? state.data.coins.asOf : null;
  return (
    <TickerView
      {...tickerViewPropsOf(state)}
      // Paused, the prices stand still on purpose: the note would only contradict the button.
      connection={paused ? undefined : tickerConnectionOf(state.connection, lastUpdateAt, clock())}
      paused={paused}
      onPausedChange={setPaused}
      reducedMotion={reducedMotion}
      source={state.source}
    />
  );
}

export default LiveTicker;
