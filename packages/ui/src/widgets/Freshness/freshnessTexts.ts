// D19's words for how fresh a price is, shared by the ticker's note and every screen's freshness mark.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Freshness } from '@tp/api';
import { formatTime } from '../../format';

export const freshnessTexts = {
  live: msg`Live`,
  delayed: msg`Delayed`,
  stale: msg`Stale`,
  /** Connected, but nothing new for twice the usual interval: the prices shown are from `time`. */
  delayedAsOf: (time: string): MessageDescriptor => msg`Delayed, as of ${time}`,
  /** The connection is down or a refresh failed: the prices shown are from `time`. */
  staleAsOf: (time: string): MessageDescriptor => msg`Stale, as of ${time}`,
} as const;

/**
 * The words for `freshness`: its kind, and for delayed or stale data its time unless the caller writes the time
 * beside it (`withTime: false`). Live data is just live.
 */
export function freshnessText(
  { kind, at }: Freshness,
  { withTime = true }: { withTime?: boolean } = {},
): MessageDescriptor {
  if (kind === 'live' || !withTime || at === null) return freshnessTexts[kind];
  return kind === 'delayed'
    ? freshnessTexts.delayedAsOf(formatTime(at))
    : freshnessTexts.staleAsOf(formatTime(at));
}
