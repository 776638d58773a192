import { useLingui } from '@lingui/react/macro';
import type { Freshness } from '@tp/api';
import * as styles from './Freshness.css';
import { freshnessText } from './freshnessTexts';

export interface FreshnessMarkProps {
  freshness: Freshness;
  /** The time is written beside the mark already (e.g. "Prices as of …"): the mark says only the kind. */
  withTime?: boolean;
  /** Its place among what surrounds it (a margin); its look is its own. */
  className?: string;
}

/** D19: live, delayed or stale, with the data's time: one mark wherever a price shows. */
export function FreshnessMark({ freshness, withTime = true, className }: FreshnessMarkProps) {
  const { i18n } = useLingui();
  return (
    <span
      className={[styles.mark, styles.markKind[freshness.kind], className]
        .filter(Boolean)
        .join(' ')}
      data-freshness={freshness.kind}
    >
      <span className={styles.dot} aria-hidden="true" />
      {i18n._(freshnessText(freshness, { withTime }))}
    </span>
  );
}
