/**
 * Simple moving average: the mean of each value and the `period - 1` before it, aligned with the
 * input; null until a full window exists. A running sum keeps it O(n) for years of daily prices.
 */
export function simpleMovingAverage(values: readonly number[], period: number): (number | null)[] {
  if (!Number.isInteger(period) || period < 1) {
    throw new RangeError(`Moving-average period must be a positive integer, got ${period}`);
  }
  const result: (number | null)[] = [];
  let sum = 0;
  values.forEach((value, index) => {
    sum += value;
    if (index >= period) sum -= values[index - period]!;
    result.push(index >= period - 1 ? sum / period : null);
  });
  return result;
}
