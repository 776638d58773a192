/**
 * Slides shown at once: a number, or `base` plus counts from a minimum viewport width in px,
 * e.g. `{ base: 1, 640: 2, 1024: 3 }`.
 */
export type SlidesPerView = number | ({ base: number } & { [minWidth: number]: number });

/** The count for a viewport `width` px wide. */
export function slidesPerViewAt(setting: SlidesPerView, width: number): number {
  if (typeof setting === 'number') return setting;
  let count = setting.base;
  let best = -1;
  for (const [key, value] of Object.entries(setting)) {
    const minWidth = Number(key);
    if (key === 'base' || Number.isNaN(minWidth)) continue;
    if (width >= minWidth && minWidth > best) {
      best = minWidth;
      count = value;
    }
  }
  return Math.max(1, Math.floor(count));
}
