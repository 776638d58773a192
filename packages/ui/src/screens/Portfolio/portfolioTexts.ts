// Portfolio's own texts (not in the spec); the spec's come from @tp/messages. Written with `i18n._` (D18).
import { msg } from '@lingui/core/macro';

export const portfolioTexts = {
  profitEstimateNote: msg`Estimate: there is no account summary yet, so profit is shown as 25% of your balance.`,
  /** The summary's load failed: `reason` is its error message. */
  profitUnavailable: (reason: string) => msg`Profit could not be loaded: ${reason}`,
  noHoldings: msg`No assets yet. Your holdings appear here once you invest.`,
} as const;
