import { contactDetails } from '../../content';
import { ButtonLink } from '../../widgets/Button';
import { ContactDetails, type ContactDetailsContent } from '../../widgets/ContactDetails';
import * as styles from './About.css';

export function GetInTouch({
  title,
  action,
  details = contactDetails,
}: {
  title: string;
  action: { label: string; to: string };
  details?: ContactDetailsContent;
}) {
  return (
    <section className={styles.touch} aria-labelledby="about-touch">
      <h2 id="about-touch" className={styles.sectionTitle}>
        {title}
      </h2>
      <ContactDetails details={details} />
      <ButtonLink to={action.to} variant="primary" className={styles.touchAction}>
        {action.label}
      </ButtonLink>
    </section>
  );
}
