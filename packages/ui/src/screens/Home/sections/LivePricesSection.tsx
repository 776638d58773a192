import { Trans, useLingui } from '@lingui/react/macro';
import type { CoinPrice } from '@tp/api';
import { livePrices } from '../../../content';
import { visuallyHidden } from '../../../theme/visuallyHidden.css';
import { Icon } from '../../../widgets/Icon';
import { formatUsd } from '../../../format';
import * as styles from '../Home.css';
import { HomeSection } from './HomeSection';
import { formatChange, isRising } from './formatChange';

export interface LivePricesSectionProps {
  /** Keyed by coin id; a coin without an entry shows 0 and 0 (spec 1 §3). */
  prices: Partial<Record<string, CoinPrice>>;
  /** Before the first answer. */
  loading?: boolean;
}

/** Spec 1 §2 Live Cryptocurrency Prices: four cards, USD price and 24 h change to two decimals. */
export function LivePricesSection({ prices, loading = false }: LivePricesSectionProps) {
  const { i18n } = useLingui();
  return (
    <HomeSection
      name="prices"
      title={i18n._(livePrices.title)}
      subtitle={i18n._(livePrices.subtitle)}
    >
      <ul className={styles.grid} aria-busy={loading || undefined}>
        {livePrices.coins.map((coin) => {
          const entry = prices[coin.id];
          const rising = isRising(entry?.change24h);
          return (
            <li
              key={coin.id}
              className={styles.priceCard}
              aria-label={`${coin.name} (${coin.symbol})`}
            >
              <span className={styles.coinIcon} aria-hidden="true">
                {coin.symbol}
              </span>
              <div className={styles.priceBody}>
                <span className={styles.coinName}>
                  {coin.name} ({coin.symbol})
                </span>
                <span className={styles.price} data-testid="coin-price">
                  {formatUsd(entry?.price ?? 0)}
                </span>
                <span
                  className={rising ? styles.changeUp : styles.changeDown}
                  data-direction={rising ? 'up' : 'down'}
                >
                  <Icon name={rising ? 'triangleUp' : 'triangleDown'} />{' '}
                  <span className={visuallyHidden}>
                    {rising ? <Trans>Up</Trans> : <Trans>Down</Trans>}{' '}
                  </span>
                  {formatChange(entry?.change24h)}
                  <span className={visuallyHidden}>
                    {' '}
                    <Trans>in 24 hours</Trans>
                  </span>
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      <p className={styles.note}>{i18n._(livePrices.footnote)}</p>
    </HomeSection>
  );
}
