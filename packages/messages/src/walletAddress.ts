// In a module of its own: only the chain-address check loads it, after the Withdraw form's first paint, not every
// page that shows a wallet text (scripts/check-bundle.mjs).

/**
 * DECISIONS D16: a crypto address that does not fit its chain, from the form and the server alike. Not the
 * spec's: it has no such rule. `chain` is the chain's name: Bitcoin, Ethereum, BNB Smart Chain, TRON, Solana.
 */
export const walletAddressValidation = {
  notOfChain: (chain: string) => `This is not a valid ${chain} address.`,
  checksumMismatch: (chain: string) =>
    `The checksum of this ${chain} address does not match. Check it for a mistyped character.`,
} as const;
