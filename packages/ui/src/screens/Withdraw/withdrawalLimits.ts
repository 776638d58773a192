import type { WithdrawalMethod } from '@tp/api';

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

export const isWithdrawMethod = (value: string): value is WithdrawMethod =>
  (withdrawalMethods as readonly string[]).includes(value);
