import { partnerLogos } from '../../../assets/partners/partnerLogos';
import { figures, partners } from '../../../content/operator';
import * as styles from '../Home.css';

/** Spec 1 §2 social proof: the investors claim and five partner logos shipped with the app (D7). */
export function SocialProofSection() {
  return (
    <section className={styles.section} aria-labelledby="home-proof-title">
      <div className={styles.sectionHeader}>
        <h2 id="home-proof-title" className={styles.heading}>
          {figures.investorsClaim}
        </h2>
      </div>
      <ul className={styles.logos} aria-label="Partners">
        {partners.map((name) => (
          <li key={name} className={styles.partner}>
            <img src={partnerLogos[name]} alt="" className={styles.logo} width={48} height={48} />
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}
