/** The drawing box of a line chart (the SVG stretches it to the width it gets; the height is fixed). */
export const chartWidth = 600;
export const chartHeight = 220;
/** Headroom above the highest and below the lowest value. */
const headroom = 8;

export interface ChartGeometry {
  /** x of the point at `index`, in drawing units (0 to chartWidth). */
  x: (index: number) => number;
  /** y of a value, in drawing units (chartHeight is the bottom). */
  y: (value: number) => number;
  /** The SVG path through the values, and the area under it. */
  line: string;
  area: string;
  min: number;
  max: number;
  /** y of the zero line when the values cross zero (a profit that was a loss), else null. */
  zeroY: number | null;
}

/** Scales the values into the drawing box, oldest on the left. */
export function chartGeometry(values: readonly number[]): ChartGeometry {
  const min = values.length ? Math.min(...values) : 0;
  const max = values.length ? Math.max(...values) : 0;
  const span = max - min || 1;
  const x = (index: number) =>
    values.length <= 1 ? chartWidth / 2 : (index / (values.length - 1)) * chartWidth;
  const y = (value: number) =>
    chartHeight - headroom - ((value - min) / span) * (chartHeight - 2 * headroom);
  const line = values
    .map(
      (value, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(value).toFixed(1)}`,
    )
    .join(' ');
  const area = values.length
    ? `${line} L${x(values.length - 1).toFixed(1)},${chartHeight} L${x(0).toFixed(1)},${chartHeight} Z`
    : '';
  return { x, y, line, area, min, max, zeroY: min < 0 && max > 0 ? y(0) : null };
}

/** The point nearest to a pointer at `fraction` (0 = left edge, 1 = right edge) of the chart's width. */
export function nearestIndex(fraction: number, count: number): number {
  if (count <= 1) return 0;
  const clamped = Math.min(1, Math.max(0, fraction));
  return Math.round(clamped * (count - 1));
}

/**
 * The point a key moves the chart's explorer to (the slider keys of WAI-ARIA APG): arrows one point,
 * Page Up/Down a tenth of the series, Home/End the ends. Null for any other key.
 */
export function indexAfterKey(key: string, index: number, count: number): number | null {
  const last = Math.max(0, count - 1);
  const page = Math.max(1, Math.round(count / 10));
  const clamp = (next: number) => Math.min(last, Math.max(0, next));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(index + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(index - 1);
    case 'PageUp':
      return clamp(index + page);
    case 'PageDown':
      return clamp(index - page);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
