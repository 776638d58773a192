import { packageMessages } from '@tp/messages';
import { centsOfDollars, dollarsOfCents } from '../../forms';
import { markOwnAmount } from '../../privacy/ownAmountMarks';
import { formatUsd } from '../../format';

/**
 * How much more the balance needs to cover the price, in dollars; 0 when it already does. In cents, so
 * 10000 − 3200.10 is exactly 6,799.90 and not 6,799.899999.
 */
export function packageShortfall(balance: number, price: number): number {
  return dollarsOfCents(Math.max(0, centsOfDollars(price) - centsOfDollars(balance)));
}

/**
 * Spec 2 §5: balance must be at least the price, else `Insufficient balance. Please deposit at least $X more`
 * with X the shortfall in en-US dollars (the server's 400 uses the same text), or as `writeAmount` writes it
 * (the mask in privacy mode, D17: the shortfall tells the balance). Null when affordable.
 */
export function insufficientBalanceMessage(
  balance: number,
  price: number,
  writeAmount: (amount: number) => string = formatUsd,
): string | null {
  const shortfall = packageShortfall(balance, price);
  return shortfall > 0 ? packageMessages.insufficientBalance(writeAmount(shortfall)) : null;
}

const [shortfallBefore = '', shortfallAfter = ''] = packageMessages
  .insufficientBalance('\u0000')
  .split('\u0000');

/**
 * The server's shortfall text (its 400) with the figure marked as the user's own, so it is masked whenever privacy
 * mode is on while it shows (D17, issue 40: the shortfall tells the balance); any other text as it is.
 */
export function markShortfallAmount(text: string): string {
  const isShortfall =
    text.length > shortfallBefore.length + shortfallAfter.length &&
    text.startsWith(shortfallBefore) &&
    text.endsWith(shortfallAfter);
  if (!isShortfall) return text;
  const figure = text.slice(shortfallBefore.length, text.length - shortfallAfter.length);
  return packageMessages.insufficientBalance(markOwnAmount(figure));
}
