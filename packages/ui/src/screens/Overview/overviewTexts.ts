// Overview's own texts (not in the spec); the spec's come from @tp/messages. Written with `i18n._` (D18).
import { msg } from '@lingui/core/macro';

export const overviewTexts = {
  marginEstimateNote: msg`Estimate: there is no account summary yet, so margin is shown as 25% of your balance.`,
  /** The summary's load failed: `reason` is its error message. */
  figuresUnavailable: (reason: string) => msg`Profit and margin could not be loaded: ${reason}`,
  /** D10: the chart draws the fixed multipliers, not the user's history. */
  illustrationTag: msg`Illustration`,
  performanceIllustrationNote: msg`No portfolio history yet: fixed monthly multiples of your current balance, not your own history.`,
  profitIllustrationNote: msg`No portfolio history yet: fixed monthly multiples of your current profit, not your own history.`,
} as const;
