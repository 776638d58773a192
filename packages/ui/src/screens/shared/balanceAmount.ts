import type { ActiveBalance, LoadStatusOptions } from '@tp/api';
import { balanceMessages } from '@tp/messages';

// Its own module: a screen without a balance (Copy Trader) loads useLoadProps without the wallet texts.
/** Spec 2 §8: the server's message, else "Failed to fetch balance data"; the View needs the amount. */
export const balanceAmount: LoadStatusOptions<ActiveBalance, number> = {
  fallback: balanceMessages.loadFailed,
  select: (active) => active.balance,
};
