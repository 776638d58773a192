import { Trans, useLingui } from '@lingui/react/macro';
import type { InvestmentPackage } from '@tp/api';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { Button } from '../../widgets/Button';
import { Icon } from '../../widgets/Icon';
import { PackagePrice, RateAndRisk } from '../shared/PackageOffer';
import { usePackageTexts } from '../shared/packageTexts';
import { Placeholder } from '../shared/Section';
import * as styles from './Packages.css';

export interface PackageTierCardProps {
  item: InvestmentPackage;
  onSubscribe: (packageId: string) => void;
}

function accentOf(color: string): string {
  return color in styles.accent
    ? styles.accent[color as keyof typeof styles.accent]
    : styles.accent.primary;
}

/** Spec 2 §2/§3 tier card: price, weekly rate with the D2 risk line beside it, period, features. */
export function PackageTierCard({ item, onSubscribe }: PackageTierCardProps) {
  const { t } = useLingui();
  const texts = usePackageTexts(item);
  const name = texts.name;
  const nameId = `package-${item.id}-name`;
  const classes = [styles.card, accentOf(item.color), item.recommended && styles.recommended]
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes} aria-labelledby={nameId}>
      <div className={styles.cardTop}>
        <h2 id={nameId} className={styles.cardName}>
          {name}
        </h2>
        {item.recommended && (
          <p className={styles.popular}>
            <Trans>Most popular</Trans>
          </p>
        )}
      </div>
      <p className={styles.muted}>{texts.description}</p>
      <PackagePrice price={item.price} />
      <RateAndRisk roi={texts.roi} />
      <dl className={styles.details}>
        <dt className={styles.term}>
          <Trans>Contract period</Trans>
        </dt>
        <dd className={styles.value}>{texts.duration}</dd>
      </dl>
      <ul className={styles.features} aria-label={t`${name} features`}>
        {texts.features.map((feature) => (
          <li key={feature.key} className={styles.feature}>
            <span className={styles.check}>
              <Icon name="check" />
            </span>
            {feature.text}
          </li>
        ))}
      </ul>
      <Button
        variant={item.recommended ? 'primary' : 'secondary'}
        fullWidth
        className={styles.cardAction}
        onClick={() => onSubscribe(item.id)}
      >
        <Trans>
          Subscribe Now<span className={visuallyHidden}>: {name}</span>
        </Trans>
      </Button>
    </article>
  );
}

/** A tier card while the catalogue loads: the loaded card's boxes, `Placeholder`s for the API's values. */
export function PackageTierCardFrame() {
  return (
    <div className={`${styles.card} ${styles.cardFrame}`}>
      <p className={styles.cardName}>
        <Placeholder />
      </p>
      <p>
        <Placeholder />
      </p>
      <p className={styles.price}>
        <Placeholder />
      </p>
      <RateAndRisk roi={<Placeholder />} />
      <p className={styles.details}>
        <span className={styles.term}>
          <Trans>Contract period</Trans>
        </span>
        <Placeholder />
      </p>
      <ul className={styles.features} aria-hidden>
        {[1, 2, 3, 4].map((line) => (
          <li key={line} className={styles.feature}>
            <Placeholder />
          </li>
        ))}
      </ul>
      <span className={`${styles.cardAction} ${styles.actionPlaceholder}`} aria-hidden />
    </div>
  );
}
