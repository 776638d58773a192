import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../widgets/Card';
import type { Holding } from './sampleHoldings';
import * as styles from './Dashboard.css';

export interface AssetAllocationProps {
  holdings: readonly Holding[];
}

// r = 100 / 2π: the circle's circumference is 100, so a slice's dash length is its percentage.
const radius = 15.915494;

/** Each holding with where its slice starts (the sum of the percentages before it) and its colour. */
function slicesOf(holdings: readonly Holding[]) {
  const starts = holdings.map((_, index) =>
    holdings.slice(0, index).reduce((sum, holding) => sum + holding.percent, 0),
  );
  return holdings.map((holding, index) => ({
    holding,
    offset: starts[index]!,
    color: styles.sliceColorOrder[index % styles.sliceColorOrder.length]!,
  }));
}

/** Spec 2 §2 Asset Allocation: a donut of the fixed sample holdings, with the values as a list. */
export function AssetAllocation({ holdings }: AssetAllocationProps) {
  const { i18n, t } = useLingui();
  const slices = slicesOf(holdings);

  return (
    <Card
      title={t`Asset Allocation`}
      actions={
        <span className={styles.sampleTag}>
          <Trans>Sample holdings</Trans>
        </span>
      }
    >
      <p className={styles.note}>
        <Trans>An illustration of a diversified portfolio, not your own positions.</Trans>
      </p>
      <div className={styles.donutLayout}>
        <svg className={styles.donut} viewBox="0 0 42 42" aria-hidden focusable="false">
          <circle className={styles.donutTrack} cx={21} cy={21} r={radius} strokeWidth={6} />
          {slices.map(({ holding, offset: start, color }) => (
            <circle
              key={holding.id}
              className={styles.slice[color]}
              cx={21}
              cy={21}
              r={radius}
              strokeWidth={6}
              strokeDasharray={`${holding.percent} ${100 - holding.percent}`}
              // Start at 12 o'clock (25 units back from 3 o'clock), then go clockwise.
              strokeDashoffset={25 - start}
            />
          ))}
        </svg>
        <ul className={styles.legend} aria-label={t`Sample holdings`}>
          {slices.map(({ holding, color }) => (
            <li key={holding.id} className={styles.legendItem}>
              <span className={styles.swatch[color]} aria-hidden />
              {i18n._(holding.name)}
              <span className={styles.legendValue}>{holding.percent}%</span>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
