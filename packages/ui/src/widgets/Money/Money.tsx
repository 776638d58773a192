import { useLingui } from '@tp/i18n';
import { HiddenAmount, useAmountsHidden } from '../../privacy';
import { formatUsd } from '../../format';
import { money, moneyTrend } from './Money.css';

export interface MoneyProps {
  /** In dollars. */
  amount: number;
  /** Show "+" before positive amounts. */
  signed?: boolean;
  /** Colour gains and losses (the sign still carries the meaning). */
  colored?: boolean;
  className?: string;
}

/**
 * One of the user's own amounts: hidden behind the mask, without sign or colour, while privacy mode is
 * on (D17). Public figures (market prices, a package's price) are written with `formatUsd` instead.
 */
export function Money({ amount, signed = false, colored = false, className }: MoneyProps) {
  // Written again in the new locale when the language changes (D18).
  useLingui();
  const hidden = useAmountsHidden();
  const trend =
    hidden || !colored || amount === 0 || !Number.isFinite(amount)
      ? 'none'
      : amount > 0
        ? 'up'
        : 'down';
  const classes = [money, moneyTrend[trend], className].filter(Boolean).join(' ');
  if (hidden) return <HiddenAmount className={classes} />;
  return <span className={classes}>{formatUsd(amount, { signed })}</span>;
}
