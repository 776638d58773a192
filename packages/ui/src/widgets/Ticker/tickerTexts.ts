// The ticker's own texts (DECISIONS D9; the spec has none for them). The spec's 0.00 and 0.00% are
// formatting, in formatQuote.ts.
export const tickerTexts = {
  label: 'Market prices',
  pricesList: 'Prices',
  pause: 'Pause',
  resume: 'Resume',
  loading: 'Loading prices…',
  unavailable: 'Prices unavailable',
  /** A refresh failed: the prices shown are from `time`. */
  staleAsOf: (time: string) => `Stale, as of ${time}`,
} as const;
