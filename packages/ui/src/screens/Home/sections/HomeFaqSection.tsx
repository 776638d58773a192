import { homeFaq } from '../../../content/operator';
import { Accordion } from '../../../widgets/Accordion/Accordion';
import * as styles from '../Home.css';

const items = homeFaq.map((entry, index) => ({
  id: `home-faq-${index}`,
  title: entry.question,
  content: <p>{entry.answer}</p>,
}));

/** Spec 1 §2: six questions; one answer open at a time, or none. */
export function HomeFaqSection() {
  return (
    <section className={styles.section} aria-labelledby="home-faq-title">
      <div className={styles.sectionHeader}>
        <h2 id="home-faq-title" className={styles.heading}>
          Frequently Asked Questions
        </h2>
      </div>
      <Accordion items={items} headingLevel={3} />
    </section>
  );
}
