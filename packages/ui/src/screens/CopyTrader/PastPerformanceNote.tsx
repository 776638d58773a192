import { copyTraderTexts } from './copyTraderTexts';
import * as styles from './CopyTrader.css';

/** D2's spirit for the 30-day figures: what they measure and that they promise nothing, right under them. */
export function PastPerformanceNote() {
  return (
    <div className={styles.riskNote}>
      <p>{copyTraderTexts.performancePeriod}</p>
      <p className={styles.riskNoteStrong}>{copyTraderTexts.pastPerformance}</p>
    </div>
  );
}
