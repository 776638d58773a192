import { disclaimers, howItWorks } from '../../content';
import { ButtonLink } from '../../widgets/Button';
import { PageHeader } from '../../widgets/PageHeader';
import { TitledSection, type TitledSectionProps } from '../shared/TitledSection';
import { ProductDemo } from './ProductDemo';
import { StatList } from './StatList';
import { StepList } from './StepList';
import * as styles from './HowItWorks.css';

export type HowItWorksContent = typeof howItWorks;

export interface HowItWorksViewProps {
  content?: HowItWorksContent;
}

/** This page centres its section titles. */
function CenteredSection(props: TitledSectionProps) {
  return <TitledSection titleClassName={styles.sectionTitle} {...props} />;
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
      <CenteredSection id="how-steps" title="Three steps to get started">
        <StepList steps={content.steps} />
      </CenteredSection>
      <ProductDemo />
      <CenteredSection id="how-figures" title="The platform in figures">
        <StatList stats={content.stats} />
        <p className={`${styles.footnote} ${styles.centered}`}>{disclaimers.sampleContent}</p>
      </CenteredSection>
      <CenteredSection id="how-start" title="Ready to begin?" className={styles.callToAction}>
        <ButtonLink to={content.action.to} variant="primary" size="lg">
          {content.action.label}
        </ButtonLink>
      </CenteredSection>
    </div>
  );
}
