// Repeatable wiggles for sample series: same inputs, same numbers, in every run and every browser.

export function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** A smooth value in about [-1, 1] for step `index` of the series named by `seed`. */
export function wave(index: number, seed: number): number {
  const phase = (seed % 1000) / 159.155;
  return (
    0.6 * Math.sin(index * 0.9 + phase) +
    0.3 * Math.sin(index * 0.23 + phase * 2) +
    0.1 * Math.sin(index * 2.7 + phase * 3)
  );
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
