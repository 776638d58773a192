import { Trans } from '@lingui/react/macro';
import type { InvestmentPackage } from '@tp/api';
import { packageMessages } from '@tp/messages';
import { ButtonLink } from '../../../widgets/Button/ButtonLink';
import { formatUsd } from '../../../widgets/Money/formatUsd';
import { usePackageTexts } from '../../shared/packageTexts';
import * as styles from '../Home.css';
import { MaskedText } from '../../../privacy';

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
      <p>
        <span className={styles.packagePrice}>{formatUsd(item.price)}</span>{' '}
        <span className={styles.muted}>
          <Trans>one-time</Trans>
        </span>
      </p>
      <p className={styles.muted}>{texts.description}</p>
      <div className={styles.rateAndRisk}>
        <p>{texts.roi}</p>
        <p>
          <MaskedText text={packageMessages.riskWarning} />
        </p>
      </div>
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
