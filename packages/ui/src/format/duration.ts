// A wait until a time, in two looks: "23 h 59 min" in a sentence, "23:59:12" where it counts down.
import { dateLocale } from './formatLocale';
import { numberFormat } from './intlCache';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A wait rounded up to the minute: "23 h 59 min", "24 h", "12 min"; "1 min" for less; "0 min" once past. */
export function formatWait(ms: number): string {
  const minutes = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / MINUTE) : 0;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unitText('minute', rest);
  return rest === 0
    ? unitText('hour', hours)
    : `${unitText('hour', hours)} ${unitText('minute', rest)}`;
}

/**
 * English keeps its own short units ("24 h": Intl's en-US writes "24 hr"); a language that chose a locale (D18) has
 * that locale's ("24 Std.", "24 घं॰").
 */
function unitText(unit: 'hour' | 'minute', value: number): string {
  if (!dateLocale()) return `${value} ${unit === 'hour' ? 'h' : 'min'}`;
  return numberFormat({ style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A countdown in whole seconds, rounded up: "23:59:12", "00:00:01"; "00:00:00" once past. */
export function formatCountdown(ms: number): string {
  const seconds = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / SECOND) : 0;
  const hours = Math.floor(seconds / 3600);
  return `${twoDigits(hours)}:${twoDigits(Math.floor((seconds % 3600) / 60))}:${twoDigits(seconds % 60)}`;
}
