// Portfolio's own texts (not in the spec); the spec's come from @tp/messages.

export const portfolioTexts = {
  profitEstimateNote:
    'Estimate: there is no account summary yet, so profit is shown as 25% of your balance.',
  profitUnavailable: 'Profit could not be loaded:',
  noHoldings: 'No assets yet. Your holdings appear here once you invest.',
} as const;
