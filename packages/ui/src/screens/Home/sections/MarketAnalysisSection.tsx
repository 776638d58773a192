import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from '../Home.css';
import { HomeSection } from './HomeSection';

export interface MarketAnalysisSectionProps {
  /** The BTC/USD and ETH/USD charts (the Screen passes live MarketCharts, stories static ones). */
  charts: ReactNode;
}

/** Spec 1 §2 live market analysis, drawn by us from daily prices (D7). */
export function MarketAnalysisSection({ charts }: MarketAnalysisSectionProps) {
  const { t } = useLingui();
  return (
    <HomeSection
      name="analysis"
      title={t`Live Market Analysis`}
      subtitle={t`Daily Bitcoin and Ethereum prices in US dollars.`}
    >
      <div className={styles.twoColumns}>{charts}</div>
    </HomeSection>
  );
}
