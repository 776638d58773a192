import { Trans } from '@lingui/react/macro';
import type { InvestmentPackage } from '@tp/api';
import { ButtonLink } from '../../../widgets/Button';
import { PackagePrice, RateAndRisk } from '../../shared/PackageOffer';
import { usePackageTexts } from '../../shared/packageTexts';
import * as styles from '../Home.css';

/** Spec 1 §2 package card; D2: the risk line sits with the rate, just as large. */
export function PackageCard({ item }: { item: InvestmentPackage }) {
  const texts = usePackageTexts(item);
  return (
    <article className={styles.packageCard} aria-labelledby={`package-${item.id}-name`}>
      <div className={styles.packageTop}>
        <h3 id={`package-${item.id}-name`} className={styles.tileTitle}>
          {texts.name}
        </h3>
        {item.recommended && (
          <span className={styles.popular}>
            <Trans>MOST POPULAR</Trans>
          </span>
        )}
      </div>
      <PackagePrice price={item.price} />
      <p className={styles.muted}>{texts.description}</p>
      <RateAndRisk roi={texts.roi} />
      <dl className={styles.details}>
        <dt className={styles.detailTerm}>
          <Trans>Duration</Trans>
        </dt>
        <dd className={styles.detailValue}>{texts.duration}</dd>
      </dl>
      <ButtonLink to="/register" className={styles.cardAction} fullWidth>
        <Trans>Subscribe Now</Trans>
      </ButtonLink>
    </article>
  );
}
