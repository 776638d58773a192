// The 30-day performance of a trader (D13), in percent as the API sends it (12.4 means +12.40%).
const percent = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero', // "+12.40", "-4.60", and "0.00" for zero or what rounds to it
});

/** Spec 2 §3: `N/A` when the performance is not known. */
export const performanceUnknown = 'N/A';

/** 12.4 → "+12.40%", -4.6 → "-4.60%", 0 → "0.00%", null → "N/A". */
export function formatPerformance(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return performanceUnknown;
  return `${percent.format(value)}%`;
}

export type PerformanceTrend = 'up' | 'down' | 'none';

/** Colours follow the shown figure, so "+0.00%" never shows up green or red. */
export function performanceTrend(value: number | null): PerformanceTrend {
  const shown = formatPerformance(value);
  if (shown.startsWith('+')) return 'up';
  if (shown.startsWith('-')) return 'down';
  return 'none';
}
