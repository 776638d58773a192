/**
 * Spec 1 §9: the size of the 24 h change to two decimals (the arrow beside it gives the direction);
 * a missing value reads 0.00.
 */
export function formatChange(change: number | undefined): string {
  const value = Number.isFinite(change) ? (change as number) : 0;
  return `${Math.abs(value).toFixed(2)}%`;
}

/** Spec 1 §2: zero or positive counts as up. A missing change is 0, so up. */
export function isRising(change: number | undefined): boolean {
  return !(Number.isFinite(change) && (change as number) < 0);
}
