// Overview's own texts (not in the spec); the spec's come from @tp/messages.

export const overviewTexts = {
  marginEstimateNote:
    'Estimate: there is no account summary yet, so margin is shown as 25% of your balance.',
  figuresUnavailable: 'Profit and margin could not be loaded:',
  /** D10: the chart draws the fixed multipliers, not the user's history. */
  illustrationTag: 'Illustration',
  performanceIllustrationNote:
    'No portfolio history yet: fixed monthly multiples of your current balance, not your own history.',
  profitIllustrationNote:
    'No portfolio history yet: fixed monthly multiples of your current profit, not your own history.',
} as const;
