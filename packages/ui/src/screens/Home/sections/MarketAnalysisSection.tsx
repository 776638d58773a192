import type { ReactNode } from 'react';
import * as styles from '../Home.css';

export interface MarketAnalysisSectionProps {
  /** The BTC/USD and ETH/USD charts (the Screen passes live MarketCharts, stories static ones). */
  charts: ReactNode;
}

/** Spec 1 §2 live market analysis, drawn by us from daily prices (D7). */
export function MarketAnalysisSection({ charts }: MarketAnalysisSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="home-analysis-title">
      <div className={styles.sectionHeader}>
        <h2 id="home-analysis-title" className={styles.heading}>
          Live Market Analysis
        </h2>
        <p className={styles.subtitle}>Daily Bitcoin and Ethereum prices in US dollars.</p>
      </div>
      <div className={styles.twoColumns}>{charts}</div>
    </section>
  );
}
