import { useLingui } from '@lingui/react/macro';
import { copyTraderTexts } from './copyTraderTexts';
import * as styles from './CopyTrader.css';

/** D2's spirit for the 30-day figures: what they measure and that they promise nothing, right under them. */
export function PastPerformanceNote() {
  const { i18n } = useLingui();
  return (
    <div className={styles.riskNote}>
      <p>{i18n._(copyTraderTexts.performancePeriod)}</p>
      <p className={styles.riskNoteStrong}>{i18n._(copyTraderTexts.pastPerformance)}</p>
    </div>
  );
}
