import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Card } from '../../widgets/Card';
import { signalLabels, type MarketSignal } from './marketSignals';
import * as styles from './Dashboard.css';

export interface MarketAnalysisProps {
  signals: readonly MarketSignal[];
  /** The BTC/USD daily chart with its studies (a MarketChart in the app, a placeholder in View stories). */
  chart: ReactNode;
}

/** Spec 2 §2 Market Analysis: the hard-coded signals (marked illustrative) and the BTC/USD chart. */
export function MarketAnalysis({ signals, chart }: MarketAnalysisProps) {
  const { i18n, t } = useLingui();
  return (
    <Card title={t`Market Analysis`}>
      <p className={styles.note}>
        <span className={styles.sampleTag}>
          <Trans>Illustrative</Trans>
        </span>{' '}
        <Trans>Fixed example signals, not computed from live data and not investment advice.</Trans>
      </p>
      <ul className={styles.signals} aria-label={t`Technical signals`}>
        {signals.map((item) => (
          <li key={item.id} className={styles.signal}>
            <span>
              {typeof item.indicator === 'string' ? item.indicator : i18n._(item.indicator)}
            </span>
            <span className={`${styles.badgeBase} ${styles.signalBadge[item.tone]}`}>
              {i18n._(signalLabels[item.signal])}
            </span>
          </li>
        ))}
      </ul>
      {chart}
    </Card>
  );
}
