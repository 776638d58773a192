import { contactDetails } from '../../content';
import { ButtonLink } from '../../widgets/Button';
import { ContactDetails, type ContactDetailsContent } from '../../widgets/ContactDetails';
import { TitledSection } from '../shared/TitledSection';
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
    <TitledSection id="about-touch" title={title} className={styles.touch}>
      <ContactDetails details={details} />
      <ButtonLink to={action.to} variant="primary" className={styles.touchAction}>
        {action.label}
      </ButtonLink>
    </TitledSection>
  );
}
