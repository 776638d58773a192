import { t } from '@lingui/core/macro';
import { formatSignedPercent } from '../../format';

// The 30-day performance of a trader (D13), in percent as the API sends it (12.4 means +12.40%).

/**
 * 12.4 → "+12.40%", -4.6 → "-4.60%", 0 → "0.00%", null → (spec 2 §3) "N/A" in the active language: called while
 * rendering.
 */
export function formatPerformance(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return t`N/A`;
  return formatSignedPercent(value);
}

export type PerformanceTrend = 'up' | 'down' | 'none';

/** Colours follow the shown figure, so "+0.00%" never shows up green or red. */
export function performanceTrend(value: number | null): PerformanceTrend {
  const shown = formatPerformance(value);
  if (shown.startsWith('+')) return 'up';
  if (shown.startsWith('-')) return 'down';
  return 'none';
}
