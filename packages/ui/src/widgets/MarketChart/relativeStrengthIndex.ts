/** RSI(14), the period of the spec's "RSI(14)" signal. */
export const defaultRsiPeriod = 14;

/**
 * Wilder's relative strength index, aligned with the input; null for the first `period` values.
 * The first averages are plain means of the first `period` changes; later ones are Wilder-smoothed:
 * avg = (previous avg × (period − 1) + current) / period. RSI = 100 − 100 / (1 + avgGain / avgLoss).
 * Only gains gives 100; a flat series, with neither gains nor losses, gives a neutral 50.
 */
export function relativeStrengthIndex(
  values: readonly number[],
  period: number = defaultRsiPeriod,
): (number | null)[] {
  if (!Number.isInteger(period) || period < 1) {
    throw new RangeError(`RSI period must be a positive integer, got ${period}`);
  }
  const result: (number | null)[] = values.map(() => null);
  if (values.length <= period) return result;

  let averageGain = 0;
  let averageLoss = 0;
  for (let index = 1; index <= period; index += 1) {
    const change = values[index]! - values[index - 1]!;
    averageGain += Math.max(change, 0) / period;
    averageLoss += Math.max(-change, 0) / period;
  }
  result[period] = rsiOf(averageGain, averageLoss);

  for (let index = period + 1; index < values.length; index += 1) {
    const change = values[index]! - values[index - 1]!;
    averageGain = (averageGain * (period - 1) + Math.max(change, 0)) / period;
    averageLoss = (averageLoss * (period - 1) + Math.max(-change, 0)) / period;
    result[index] = rsiOf(averageGain, averageLoss);
  }
  return result;
}

function rsiOf(averageGain: number, averageLoss: number): number {
  if (averageLoss === 0) return averageGain === 0 ? 50 : 100;
  return 100 - 100 / (1 + averageGain / averageLoss);
}
