import { useLingui } from '@lingui/react/macro';
import { callToAction, figures } from '../../../content';
import * as styles from '../Home.css';
import { HomeActions } from './HomeActions';

/** Spec 1 §2 call to action: Create Account, Sign In, the headline figures and their footnote. */
export function CallToActionSection() {
  const { i18n } = useLingui();
  return (
    <section className={styles.cta} aria-labelledby="home-cta-title">
      <h2 id="home-cta-title" className={styles.heading}>
        {i18n._(callToAction.title)}
      </h2>
      <p className={styles.muted}>{i18n._(callToAction.text)}</p>
      <HomeActions primary={callToAction.primary} secondary={callToAction.secondary} />
      <dl className={styles.stats}>
        {callToAction.stats.map((stat) => (
          <div key={stat.value} className={styles.stat}>
            <dt className={styles.muted}>
              {i18n._(stat.label)}
              {stat.value === figures.averageAnnualReturn && '*'}
            </dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>* {i18n._(callToAction.footnote)}</p>
    </section>
  );
}
