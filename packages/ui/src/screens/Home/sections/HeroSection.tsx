import { useLingui } from '@lingui/react/macro';
import { disclaimers, hero } from '../../../content';
import * as styles from '../Home.css';
import { HomeActions } from './HomeActions';
import { WinRateChart } from './WinRateChart';

/** Spec 1 §2 hero: title, lead, Get Started (/register), Learn More (#features) and the win-rate chart. */
export function HeroSection() {
  const { i18n } = useLingui();
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.heroText}>
        <h1 id="home-hero-title" className={styles.heroTitle}>
          {i18n._(hero.title)}
        </h1>
        <p className={styles.lead}>{i18n._(hero.lead)}</p>
        <HomeActions primary={hero.primaryAction} secondary={hero.secondaryAction} />
      </div>
      <figure className={styles.winRateFigure}>
        <WinRateChart points={hero.winRates} axisMarks={hero.winRateAxisMarks} />
        <figcaption className={styles.disclaimer}>{i18n._(disclaimers.pastPerformance)}</figcaption>
      </figure>
    </section>
  );
}
