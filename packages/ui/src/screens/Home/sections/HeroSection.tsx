import { disclaimers, hero } from '../../../content/operator';
import { button } from '../../../widgets/Button/Button.css';
import { ButtonLink } from '../../../widgets/Button/ButtonLink';
import * as styles from '../Home.css';
import { WinRateChart } from './WinRateChart';

/** Spec 1 §2 hero: title, lead, Get Started (/register), Learn More (#features) and the win-rate chart. */
export function HeroSection() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.heroText}>
        <h1 id="home-hero-title" className={styles.heroTitle}>
          {hero.title}
        </h1>
        <p className={styles.lead}>{hero.lead}</p>
        <div className={styles.actions}>
          <ButtonLink to={hero.primaryAction.to} size="lg">
            {hero.primaryAction.label}
          </ButtonLink>
          {/* A plain in-page anchor: the browser scrolls to #features and moves focus order there. */}
          <a
            href={hero.secondaryAction.to}
            className={button({ variant: 'secondary', size: 'lg' })}
          >
            {hero.secondaryAction.label}
          </a>
        </div>
      </div>
      <figure className={styles.winRateFigure}>
        <WinRateChart points={hero.winRates} axisMarks={hero.winRateAxisMarks} />
        <figcaption className={styles.disclaimer}>{disclaimers.pastPerformance}</figcaption>
      </figure>
    </section>
  );
}
