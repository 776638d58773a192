// D19: the page-wide banner while the market socket is down. Its countdown is the ticker's note's (tickerTexts).
import { msg } from '@lingui/core/macro';

export const streamBannerTexts = {
  title: msg`Live prices interrupted`,
  stale: msg`The prices shown are stale: they stopped at the time beside them.`,
  offline: msg`You are offline: prices resume when the network is back.`,
} as const;
