import { about, brand, disclaimers } from '../../content';
import { PageHeader } from '../../widgets/PageHeader';
import { CoreValues } from './CoreValues';
import { GetInTouch } from './GetInTouch';
import { Leadership } from './Leadership';
import { Timeline } from './Timeline';
import * as styles from './About.css';

export type AboutContent = typeof about;

export interface AboutViewProps {
  content?: AboutContent;
  /** Leadership carousel rotation; spec 1 §9 says 5000 ms. */
  autoplayMs?: number;
}

/** /about (spec 1 §2): mission, values, journey, leadership and how to get in touch. */
export function AboutView({ content = about, autoplayMs }: AboutViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader title={content.title} lead={content.tagline} align="center" />
      <section className={styles.section} aria-labelledby="about-mission">
        <h2 id="about-mission" className={styles.sectionTitle}>
          {content.mission.title}
        </h2>
        <p>{content.mission.text}</p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.muted}>Founded</dt>
            <dd className={styles.factValue}>{brand.foundedYear}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.muted}>Global support</dt>
            <dd className={styles.factValue}>24/7</dd>
          </div>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="about-values">
        <h2 id="about-values" className={styles.sectionTitle}>
          Our Core Values
        </h2>
        <CoreValues values={content.values} />
      </section>
      <section className={styles.section} aria-labelledby="about-journey">
        <h2 id="about-journey" className={styles.sectionTitle}>
          Our Journey
        </h2>
        <Timeline milestones={content.journey} />
      </section>
      <section className={styles.section} aria-labelledby="about-team">
        <h2 id="about-team" className={styles.sectionTitle}>
          Our Leadership
        </h2>
        <Leadership team={content.team} autoplayMs={autoplayMs} />
        <p className={styles.muted}>{disclaimers.sampleContent}</p>
      </section>
      <GetInTouch title={content.getInTouch.title} action={content.getInTouch.action} />
    </div>
  );
}
