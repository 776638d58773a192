// One set of formatters for every screen and widget; the locale comes from formatLocale.ts.
export { setFormatLocale, numberLocale, dateLocale } from './formatLocale';
export { formatUsd, formatSignedUsd, formatUsdPrice, formatCompactUsd, noFigure } from './money';
export type { FormatUsdOptions } from './money';
export { formatCount, formatDecimal, formatPercent, formatSignedPercent } from './number';
export { formatDate, formatDateTime, formatTime, formatCalendarDate } from './date';
export type { Instant } from './date';
