// The ticker's own texts; D9's "Prices unavailable" comes from @tp/messages. The spec's 0.00 and 0.00% are
// formatting, in formatQuote.ts.
import { tickerMessages } from '@tp/messages';

export const tickerTexts = {
  label: 'Market prices',
  pricesList: 'Prices',
  pause: 'Pause',
  resume: 'Resume',
  loading: 'Loading prices…',
  unavailable: tickerMessages.pricesUnavailable,
  /** A refresh failed: the prices shown are from `time`. */
  staleAsOf: (time: string) => `Stale, as of ${time}`,
} as const;
