import { useLingui } from '@lingui/react/macro';
import { partnerLogos } from '../../../assets/partners/partnerLogos';
import { figures, partners } from '../../../content';
import * as styles from '../Home.css';
import { HomeSection } from './HomeSection';

/** Spec 1 §2 social proof: the investors claim and five partner logos shipped with the app (D7). */
export function SocialProofSection() {
  const { i18n, t } = useLingui();
  return (
    <HomeSection name="proof" title={i18n._(figures.investorsClaim)}>
      <ul className={styles.logos} aria-label={t`Partners`}>
        {partners.map((name) => (
          <li key={name} className={styles.partner}>
            <img src={partnerLogos[name]} alt="" className={styles.logo} width={48} height={48} />
            {name}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
