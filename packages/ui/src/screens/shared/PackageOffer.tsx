import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { packageMessages } from '@tp/messages';
import { formatUsd } from '../../format';
import { MaskedText } from '../../privacy';
import * as styles from './PackageOffer.css';

// The parts of a package's offer (D2) that Home, Packages and the subscribe dialog show alike.

/** The one-time price, large. A public figure: it stays in privacy mode. */
export function PackagePrice({ price }: { price: number }) {
  return (
    <p>
      <span className={styles.price}>{formatUsd(price)}</span>{' '}
      <span className={styles.priceNote}>
        <Trans>one-time</Trans>
      </span>
    </p>
  );
}

/** The weekly rate ("2% weekly", or its placeholder while loading) with the risk line beside it. */
export function RateAndRisk({ roi }: { roi: ReactNode }) {
  return (
    <div className={styles.rateAndRisk}>
      <p>{roi}</p>
      <p>
        <MaskedText text={packageMessages.riskWarning} />
      </p>
    </div>
  );
}
