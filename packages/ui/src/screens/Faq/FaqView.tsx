import { disclaimers, faqPage, faqQuotes, type FaqEntry } from '../../content';
import { Accordion } from '../../widgets/Accordion';
import { ButtonLink } from '../../widgets/Button';
import { PageHeader } from '../../widgets/PageHeader';
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
  const items = entries.map((entry, index) => ({
    id: `faq-${index}`,
    title: entry.question,
    content: <p>{entry.answer}</p>,
  }));
  return (
    <div className={styles.page}>
      <PageHeader
        title="Frequently Asked Questions"
        lead="Answers to what investors ask us most."
        align="center"
      />
      <section className={styles.section} aria-labelledby="faq-questions">
        <h2 id="faq-questions" className={styles.sectionTitle}>
          Questions and answers
        </h2>
        <Accordion
          items={items}
          headingLevel={3}
          defaultOpenId={defaultOpenIndex === undefined ? undefined : `faq-${defaultOpenIndex}`}
        />
      </section>
      <section className={styles.section} aria-labelledby="faq-quotes">
        <h2 id="faq-quotes" className={styles.sectionTitle}>
          What our users say
        </h2>
        <FaqQuotes quotes={quotes} />
        <p className={styles.footnote}>{disclaimers.sampleContent}</p>
      </section>
      <section className={styles.support} aria-labelledby="faq-support">
        <h2 id="faq-support" className={styles.sectionTitle}>
          Still have questions?
        </h2>
        <p className={styles.lead}>Our support team answers around the clock.</p>
        <ButtonLink to="/contact" variant="primary">
          Contact Support
        </ButtonLink>
      </section>
    </div>
  );
}
