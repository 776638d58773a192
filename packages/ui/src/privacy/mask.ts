import { msg } from '@lingui/core/macro';

/**
 * DECISIONS D17: what stands for any hidden amount. The same six dots whatever the amount, its sign or
 * its number of digits, so nothing about it shows; assistive technology reads `hiddenAmountMessage`.
 */
export const amountMask = '••••••';

/** What a screen reader hears for a hidden amount, and what accessible-only texts write (in the user's language). */
export const hiddenAmountMessage = msg({
  message: 'hidden',
  comment: 'Said by a screen reader in place of an amount that privacy mode hides',
});
