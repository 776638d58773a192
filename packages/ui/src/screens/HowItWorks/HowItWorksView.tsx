import { disclaimers, howItWorks } from '../../content';
import { ButtonLink } from '../../widgets/Button';
import { PageHeader } from '../../widgets/PageHeader';
import { ProductDemo } from './ProductDemo';
import { StatList } from './StatList';
import { StepList } from './StepList';
import * as styles from './HowItWorks.css';

export type HowItWorksContent = typeof howItWorks;

export interface HowItWorksViewProps {
  content?: HowItWorksContent;
}

/** /how-it-works (spec 1 §2): three steps, a demo image, headline figures and a sign-up link. */
export function HowItWorksView({ content = howItWorks }: HowItWorksViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader
        title={content.title}
        lead="From sign-up to a growing portfolio in three steps."
        align="center"
      />
      <section className={styles.section} aria-labelledby="how-steps">
        <h2 id="how-steps" className={styles.sectionTitle}>
          Three steps to get started
        </h2>
        <StepList steps={content.steps} />
      </section>
      <ProductDemo />
      <section className={styles.section} aria-labelledby="how-figures">
        <h2 id="how-figures" className={styles.sectionTitle}>
          The platform in figures
        </h2>
        <StatList stats={content.stats} />
        <p className={`${styles.footnote} ${styles.centered}`}>{disclaimers.sampleContent}</p>
      </section>
      <section className={styles.callToAction} aria-labelledby="how-start">
        <h2 id="how-start" className={styles.sectionTitle}>
          Ready to begin?
        </h2>
        <ButtonLink to={content.action.to} variant="primary" size="lg">
          {content.action.label}
        </ButtonLink>
      </section>
    </div>
  );
}
