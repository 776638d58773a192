// The ticker's own texts, written with `i18n._(…)` (DECISIONS D18); D9's "Prices unavailable" comes from
// @tp/messages. The spec's 0.00 and 0.00% are formatting, in formatQuote.ts.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { tickerMessages } from '@tp/messages';

export const tickerTexts = {
  label: msg`Market prices`,
  pricesList: msg`Prices`,
  pause: msg`Pause`,
  resume: msg`Resume`,
  loading: msg`Loading prices…`,
  unavailable: tickerMessages.pricesUnavailable,
  // D19: how fresh the prices are (live, delayed, stale) is said in the Freshness widget's words.
  reconnectingIn: (seconds: number): MessageDescriptor => msg`Reconnecting in ${seconds} s`,
  reconnecting: msg`Reconnecting…`,
  offline: msg`Offline: waiting for the network`,
  polling: msg`Live prices unavailable: refreshing every 15 s`,
} as const;
