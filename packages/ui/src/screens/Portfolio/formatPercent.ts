import { formatPercent, formatSignedPercent } from '../../format';

// Percentages the API sends as numbers of percent (32 for 32 %).

/** 32 → "32%", 31.576 → "31.58%". Not a number → "—". */
export function formatShare(percent: number): string {
  return formatPercent(percent);
}

/** A change, signed: 18.42 → "+18.42%", -7.35 → "-7.35%", 0 → "0.00%". Not a number → "—". */
export function formatChange(percent: number): string {
  return formatSignedPercent(percent);
}
