import { Link } from 'react-router-dom';
import { contactDetails } from '../../content';
import { Card } from '../../widgets/Card';
import { ContactDetails, type ContactDetailsContent } from '../../widgets/ContactDetails';
import { PageHeader } from '../../widgets/PageHeader';
import * as styles from './Contact.css';

export interface ContactViewProps {
  details?: ContactDetailsContent & { hours: string };
}

/** /contact (DECISIONS D7): how to reach support, and where answers may already be. */
export function ContactView({ details = contactDetails }: ContactViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Contact Us"
        lead="Questions about your account or our strategies? Our team is here to help."
        align="center"
      />
      <Card title="Support">
        <ContactDetails details={details} />
      </Card>
      <Card title="Support hours">
        <p className={styles.value}>{details.hours}</p>
      </Card>
      <Card title="Looking for a quick answer?">
        <p className={styles.value}>Many questions are already answered in our FAQ.</p>
        <ul className={styles.linkList}>
          <li>
            <Link to="/faq" className={styles.link}>
              Read the FAQ
            </Link>
          </li>
          <li>
            <Link to="/how-it-works" className={styles.link}>
              See how it works
            </Link>
          </li>
        </ul>
      </Card>
    </div>
  );
}
