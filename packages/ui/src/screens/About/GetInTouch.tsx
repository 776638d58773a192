import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
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
  action: { label: MessageDescriptor; to: string };
  details?: ContactDetailsContent;
}) {
  const { i18n } = useLingui();
  return (
    <TitledSection id="about-touch" title={title} className={styles.touch}>
      <ContactDetails details={details} />
      <ButtonLink to={action.to} variant="primary" className={styles.touchAction}>
        {i18n._(action.label)}
      </ButtonLink>
    </TitledSection>
  );
}
