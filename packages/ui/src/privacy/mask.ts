/**
 * DECISIONS D17: what stands for any hidden amount. The same six dots whatever the amount, its sign or
 * its number of digits, so nothing about it shows; assistive technology reads `hiddenAmountName`.
 */
export const amountMask = '••••••';

/** What a screen reader hears for a hidden amount, and what accessible-only texts write. */
export const hiddenAmountName = 'hidden';
