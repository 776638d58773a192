import type { ReactNode } from 'react';
import { estimateLabel } from './balanceEstimate';
import * as styles from './accountFigures.css';

export interface FigureTile {
  label: string;
  value: ReactNode;
  /** D10: the figure is estimated from the balance; an "Estimate" tag says so. */
  estimate?: boolean;
}

/** Figures as labelled tiles (a description list): Balance, Profit, Margin… */
export function FigureTiles({ tiles }: { tiles: readonly FigureTile[] }) {
  return (
    <dl className={styles.cards}>
      {tiles.map((tile) => (
        <div key={tile.label} className={styles.tile}>
          <dt className={`${styles.tileLabel} ${styles.tileLabelRow}`}>
            {tile.label}
            {tile.estimate && <span className={styles.sampleTag}>{estimateLabel}</span>}
          </dt>
          <dd className={styles.tileValue}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** In place of a figure whose source failed to load (its error says why, beside the tiles). */
export function UnavailableFigure() {
  return <span className={styles.unavailable}>Unavailable</span>;
}
