import { Trans, useLingui } from '@lingui/react/macro';
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
  const { i18n } = useLingui();
  return (
    <dl className={styles.cards}>
      {/* Keyed by place, not by the label (written in the active language). */}
      {tiles.map((tile, index) => (
        <div key={index} className={styles.tile}>
          <dt className={`${styles.tileLabel} ${styles.tileLabelRow}`}>
            {tile.label}
            {tile.estimate && <span className={styles.sampleTag}>{i18n._(estimateLabel)}</span>}
          </dt>
          <dd className={styles.tileValue}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** In place of a figure whose source failed to load (its error says why, beside the tiles). */
export function UnavailableFigure() {
  return (
    <span className={styles.unavailable}>
      <Trans>Unavailable</Trans>
    </span>
  );
}
