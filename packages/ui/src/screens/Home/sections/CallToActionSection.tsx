import { callToAction, figures } from '../../../content/operator';
import { ButtonLink } from '../../../widgets/Button/ButtonLink';
import * as styles from '../Home.css';

/** Spec 1 §2 call to action: Create Account, Sign In, the headline figures and their footnote. */
export function CallToActionSection() {
  return (
    <section className={styles.cta} aria-labelledby="home-cta-title">
      <h2 id="home-cta-title" className={styles.heading}>
        {callToAction.title}
      </h2>
      <p className={styles.muted}>{callToAction.text}</p>
      <div className={styles.actions}>
        <ButtonLink to={callToAction.primary.to} size="lg">
          {callToAction.primary.label}
        </ButtonLink>
        <ButtonLink to={callToAction.secondary.to} variant="secondary" size="lg">
          {callToAction.secondary.label}
        </ButtonLink>
      </div>
      <dl className={styles.stats}>
        {callToAction.stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.muted}>
              {stat.label}
              {stat.value === figures.averageAnnualReturn && '*'}
            </dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>* {callToAction.footnote}</p>
    </section>
  );
}
