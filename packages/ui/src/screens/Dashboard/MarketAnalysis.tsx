import type { ReactNode } from 'react';
import { Card } from '../../widgets/Card';
import type { MarketSignal } from './marketSignals';
import * as styles from './Dashboard.css';

export interface MarketAnalysisProps {
  signals: readonly MarketSignal[];
  /** The BTC/USD daily chart with its studies (a MarketChart in the app, a placeholder in View stories). */
  chart: ReactNode;
}

/** Spec 2 §2 Market Analysis: the hard-coded signals (marked illustrative) and the BTC/USD chart. */
export function MarketAnalysis({ signals, chart }: MarketAnalysisProps) {
  return (
    <Card title="Market Analysis">
      <p className={styles.note}>
        <span className={styles.sampleTag}>Illustrative</span> Fixed example signals, not computed
        from live data and not investment advice.
      </p>
      <ul className={styles.signals} aria-label="Technical signals">
        {signals.map((item) => (
          <li key={item.indicator} className={styles.signal}>
            <span>{item.indicator}</span>
            <span className={`${styles.badgeBase} ${styles.signalBadge[item.tone]}`}>
              {item.signal}
            </span>
          </li>
        ))}
      </ul>
      {chart}
    </Card>
  );
}
