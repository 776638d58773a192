import { Trans } from '@lingui/react/macro';
import { contactDetails as defaultDetails } from '../../content';
import * as styles from './ContactDetails.css';

export type ContactDetailsContent = {
  supportEmail: string;
  phone: string;
  phoneHref: string;
  address: readonly string[];
};

/** Support e-mail (mailto), phone (tel) and street address from the operator content (DECISIONS D7). */
export function ContactDetails({ details = defaultDetails }: { details?: ContactDetailsContent }) {
  return (
    <dl className={styles.details}>
      <div className={styles.detail}>
        <dt className={styles.term}>
          <Trans>Email</Trans>
        </dt>
        <dd className={styles.value}>
          <a href={`mailto:${details.supportEmail}`} className={styles.link}>
            {details.supportEmail}
          </a>
        </dd>
      </div>
      <div className={styles.detail}>
        <dt className={styles.term}>
          <Trans>Phone</Trans>
        </dt>
        <dd className={styles.value}>
          <a href={details.phoneHref} className={styles.link}>
            {details.phone}
          </a>
        </dd>
      </div>
      <div className={styles.detail}>
        <dt className={styles.term}>
          <Trans>Address</Trans>
        </dt>
        <dd className={styles.value}>
          <address className={styles.value}>
            {details.address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </dd>
      </div>
    </dl>
  );
}
