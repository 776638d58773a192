// One set of formatters for every screen and widget; the locale comes from formatLocale.ts.
export { formatUsd, formatUsdPrice, formatCompactUsd } from './money';
export type { FormatUsdOptions } from './money';
export { formatCount, formatDecimal, formatPercent, formatSignedPercent } from './number';
export { formatDate, formatDateTime, formatTime, formatCalendarDate } from './date';
export { useFormatLocale } from './useFormatLocale';
