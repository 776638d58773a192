import { useLingui } from '@lingui/react/macro';
import { homeFaq } from '../../../content';
import { Accordion } from '../../../widgets/Accordion';
import { faqItems } from '../../shared/faqItems';
import { HomeSection } from './HomeSection';

const items = faqItems(homeFaq, 'home-faq');

/** Spec 1 §2: six questions; one answer open at a time, or none. */
export function HomeFaqSection() {
  const { t } = useLingui();
  return (
    <HomeSection name="faq" title={t`Frequently Asked Questions`}>
      <Accordion items={items} headingLevel={3} />
    </HomeSection>
  );
}
