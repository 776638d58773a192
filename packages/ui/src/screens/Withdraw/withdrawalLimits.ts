import type { WithdrawalMethod } from '@tp/api';
import { formatUsd } from '../../format';

/** The two methods a user can withdraw by; a Transfer is its own screen. */
export const withdrawalMethods = [
  'Bank Transfer',
  'Cryptocurrency',
] as const satisfies readonly WithdrawalMethod[];
export type WithdrawMethod = (typeof withdrawalMethods)[number];

// Spec 2 §5 and §9: bank 5 to 250,000; crypto 5 to 200,000 USD.
export const withdrawalLimits: Record<WithdrawMethod, { min: number; max: number }> = {
  'Bank Transfer': { min: 5, max: 250_000 },
  Cryptocurrency: { min: 5, max: 200_000 },
};

/** The least any method takes (the hint before a method is picked). */
export const lowestLimit = Math.min(
  ...withdrawalMethods.map((method) => withdrawalLimits[method].min),
);

/** A limit in whole dollars, as the limits are: 5 → "$5", 250000 → "$250,000". */
export const limitAmount = (dollars: number) => formatUsd(dollars, { fractionDigits: 0 });

export const isWithdrawMethod = (value: string): value is WithdrawMethod =>
  (withdrawalMethods as readonly string[]).includes(value);
