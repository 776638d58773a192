import { packagesFaq, type FaqEntry } from '../../content';
import { Accordion } from '../../widgets/Accordion';
import * as styles from './Packages.css';

/** Spec 2 §2: the FAQ block under the cards; one answer open at a time. */
export function PackagesFaq({ entries = packagesFaq }: { entries?: readonly FaqEntry[] }) {
  return (
    <section className={styles.section} aria-labelledby="packages-faq-title">
      <h2 id="packages-faq-title" className={styles.sectionTitle}>
        Frequently Asked Questions
      </h2>
      <Accordion
        headingLevel={3}
        items={entries.map((entry, index) => ({
          id: `packages-faq-${index}`,
          title: entry.question,
          content: <p>{entry.answer}</p>,
        }))}
      />
    </section>
  );
}
