// DECISIONS D16's hold after a credential change, in a module of its own: the Dashboard and the Withdraw page load
// it with their hold notice, after their first paint (scripts/check-bundle.mjs).

/**
 * DECISIONS D16: for 24 hours after a password reset or change, an e-mail change or a second factor removed, no
 * money leaves. Not the spec's. `until` comes formatted in the user's local time ("Jun 16, 2026, 12:00 PM"). One
 * text per reason the server gives, and one for a refusal that says only when.
 */
export const withdrawalHoldMessages = {
  afterPasswordChange: (until: string) =>
    `Withdrawals are on hold until ${until} after a password change.`,
  afterPasswordReset: (until: string) =>
    `Withdrawals are on hold until ${until} after a password reset.`,
  afterEmailChange: (until: string) =>
    `Withdrawals are on hold until ${until} after an e-mail change.`,
  afterSecondFactorRemoved: (until: string) =>
    `Withdrawals are on hold until ${until} after a second factor was removed.`,
  afterSecurityChange: (until: string) =>
    `Withdrawals are on hold until ${until} after a recent security change.`,
} as const;
