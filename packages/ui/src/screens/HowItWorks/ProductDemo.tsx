import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './HowItWorks.css';

/**
 * The demo image with a play icon (spec 1 §2), drawn in SVG and shipped with the app. There is no
 * video yet, so it is an illustration, not a button: nothing pretends to play.
 */
export function ProductDemo() {
  const { t } = useLingui();
  return (
    <figure className={styles.demo}>
      <svg
        className={styles.demoImage}
        viewBox="0 0 720 405"
        role="img"
        aria-label={t`Illustration of the trading dashboard with a play icon`}
      >
        <rect className={styles.demoScreen} x="0" y="0" width="720" height="405" />
        <rect className={styles.demoPanel} x="24" y="24" width="672" height="40" rx="8" />
        <rect className={styles.demoPanel} x="24" y="88" width="200" height="293" rx="8" />
        <rect className={styles.demoPanel} x="248" y="88" width="448" height="293" rx="8" />
        <rect className={styles.demoBar} x="48" y="112" width="152" height="16" rx="4" />
        <rect className={styles.demoBar} x="48" y="144" width="120" height="16" rx="4" />
        <rect className={styles.demoBar} x="48" y="176" width="136" height="16" rx="4" />
        <rect className={styles.demoBar} x="48" y="208" width="104" height="16" rx="4" />
        <polyline
          className={styles.demoLine}
          points="272,340 330,300 388,318 446,250 504,272 562,200 620,222 672,150"
        />
        <circle className={styles.demoPlayDisc} cx="360" cy="202" r="52" />
        <polygon className={styles.demoPlayArrow} points="344,174 344,230 392,202" />
      </svg>
      <figcaption className={styles.muted}>
        <Trans>A video walkthrough is coming soon.</Trans>
      </figcaption>
    </figure>
  );
}
