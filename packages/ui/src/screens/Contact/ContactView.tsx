import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { contactDetails } from '../../content';
import { Card } from '../../widgets/Card';
import {
  ContactDetails,
  contactLink,
  contactValue,
  type ContactDetailsContent,
} from '../../widgets/ContactDetails';
import { PageHeader } from '../../widgets/PageHeader';
import * as styles from './Contact.css';

export interface ContactViewProps {
  details?: ContactDetailsContent & { hours: MessageDescriptor };
}

/** /contact (DECISIONS D7): how to reach support, and where answers may already be. */
export function ContactView({ details = contactDetails }: ContactViewProps) {
  const { i18n, t } = useLingui();
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Contact Us`}
        lead={t`Questions about your account or our strategies? Our team is here to help.`}
        align="center"
      />
      <Card title={t`Support`}>
        <ContactDetails details={details} />
      </Card>
      <Card title={t`Support hours`}>
        <p className={contactValue}>{i18n._(details.hours)}</p>
      </Card>
      <Card title={t`Looking for a quick answer?`}>
        <p className={contactValue}>
          <Trans>Many questions are already answered in our FAQ.</Trans>
        </p>
        <ul className={styles.linkList}>
          <li>
            <Link to="/faq" className={contactLink}>
              <Trans>Read the FAQ</Trans>
            </Link>
          </li>
          <li>
            <Link to="/how-it-works" className={contactLink}>
              <Trans>See how it works</Trans>
            </Link>
          </li>
        </ul>
      </Card>
    </div>
  );
}
