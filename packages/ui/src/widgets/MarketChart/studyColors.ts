import type { ColorName } from '../../theme/palette';

const movingAverageColors: readonly ColorName[] = ['warning', 'success', 'info'];

/** Which theme colour draws each line: the canvas reads the palette, the legend the same `vars`. */
export const studyColors = {
  price: 'primary',
  rsi: 'danger',
  movingAverage: (index: number): ColorName =>
    movingAverageColors[index % movingAverageColors.length]!,
} satisfies Record<string, ColorName | ((index: number) => ColorName)>;
