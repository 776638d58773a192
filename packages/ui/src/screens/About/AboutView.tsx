import { useLingui } from '@lingui/react/macro';
import { about, brand, disclaimers } from '../../content';
import { PageHeader } from '../../widgets/PageHeader';
import { FactList } from '../shared/FactList';
import { TitledSection } from '../shared/TitledSection';
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
  const { i18n, t } = useLingui();
  const facts = [
    { label: t`Founded`, value: brand.foundedYear },
    { label: t`Global support`, value: '24/7' },
  ];
  return (
    <div className={styles.page}>
      <PageHeader title={i18n._(content.title)} lead={i18n._(content.tagline)} align="center" />
      <TitledSection
        id="about-mission"
        title={i18n._(content.mission.title)}
        className={styles.section}
      >
        <p>{i18n._(content.mission.text)}</p>
        <FactList facts={facts} styles={styles.factList} />
      </TitledSection>
      <TitledSection id="about-values" title={t`Our Core Values`} className={styles.section}>
        <CoreValues values={content.values} />
      </TitledSection>
      <TitledSection id="about-journey" title={t`Our Journey`} className={styles.section}>
        <Timeline milestones={content.journey} />
      </TitledSection>
      <TitledSection id="about-team" title={t`Our Leadership`} className={styles.section}>
        <Leadership team={content.team} autoplayMs={autoplayMs} />
        <p className={styles.muted}>{i18n._(disclaimers.sampleContent)}</p>
      </TitledSection>
      <GetInTouch title={i18n._(content.getInTouch.title)} action={content.getInTouch.action} />
    </div>
  );
}
