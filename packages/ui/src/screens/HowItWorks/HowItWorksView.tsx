import { useLingui } from '@lingui/react/macro';
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
  const { i18n, t } = useLingui();
  return (
    <div className={styles.page}>
      <PageHeader
        title={i18n._(content.title)}
        lead={t`From sign-up to a growing portfolio in three steps.`}
        align="center"
      />
      <CenteredSection id="how-steps" title={t`Three steps to get started`}>
        <StepList steps={content.steps} />
      </CenteredSection>
      <ProductDemo />
      <CenteredSection id="how-figures" title={t`The platform in figures`}>
        <StatList stats={content.stats} />
        <p className={`${styles.footnote} ${styles.centered}`}>
          {i18n._(disclaimers.sampleContent)}
        </p>
      </CenteredSection>
      <CenteredSection id="how-start" title={t`Ready to begin?`} className={styles.callToAction}>
        <ButtonLink to={content.action.to} variant="primary" size="lg">
          {i18n._(content.action.label)}
        </ButtonLink>
      </CenteredSection>
    </div>
  );
}
