import { Trans, useLingui } from '@lingui/react/macro';
import { disclaimers, faqPage, faqQuotes, type FaqEntry } from '../../content';
import { Accordion } from '../../widgets/Accordion';
import { ButtonLink } from '../../widgets/Button';
import { PageHeader } from '../../widgets/PageHeader';
import { faqItems } from '../shared/faqItems';
import { TitledSection } from '../shared/TitledSection';
import { FaqQuotes, type FaqQuote } from './FaqQuotes';
import * as styles from './Faq.css';

export interface FaqViewProps {
  entries?: readonly FaqEntry[];
  quotes?: readonly FaqQuote[];
  /** The question open at first (by index); none by default. */
  defaultOpenIndex?: number;
}

/** /faq (spec 1 §2): eight questions, one answer open at a time; two user quotes; Contact Support. */
export function FaqView({ entries = faqPage, quotes = faqQuotes, defaultOpenIndex }: FaqViewProps) {
  const { i18n, t } = useLingui();
  const items = faqItems(entries, 'faq');
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Frequently Asked Questions`}
        lead={t`Answers to what investors ask us most.`}
        align="center"
      />
      <TitledSection id="faq-questions" title={t`Questions and answers`}>
        <Accordion
          items={items}
          headingLevel={3}
          defaultOpenId={defaultOpenIndex === undefined ? undefined : `faq-${defaultOpenIndex}`}
        />
      </TitledSection>
      <TitledSection id="faq-quotes" title={t`What our users say`}>
        <FaqQuotes quotes={quotes} />
        <p className={styles.footnote}>{i18n._(disclaimers.sampleContent)}</p>
      </TitledSection>
      <TitledSection id="faq-support" title={t`Still have questions?`} className={styles.support}>
        <p className={styles.lead}>
          <Trans>Our support team answers around the clock.</Trans>
        </p>
        <ButtonLink to="/contact" variant="primary">
          <Trans>Contact Support</Trans>
        </ButtonLink>
      </TitledSection>
    </div>
  );
}
