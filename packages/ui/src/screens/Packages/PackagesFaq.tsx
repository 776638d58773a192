import { Trans, useLingui } from '@lingui/react/macro';
import { packagesFaq, type FaqEntry } from '../../content';
import { Accordion } from '../../widgets/Accordion';
import * as styles from './Packages.css';

/** Spec 2 §2: the FAQ block under the cards; one answer open at a time. */
export function PackagesFaq({ entries = packagesFaq }: { entries?: readonly FaqEntry[] }) {
  const { i18n } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="packages-faq-title">
      <h2 id="packages-faq-title" className={styles.sectionTitle}>
        <Trans>Frequently Asked Questions</Trans>
      </h2>
      <Accordion
        headingLevel={3}
        items={entries.map((entry, index) => ({
          id: `packages-faq-${index}`,
          title: i18n._(entry.question),
          content: <p>{i18n._(entry.answer)}</p>,
        }))}
      />
    </section>
  );
}
