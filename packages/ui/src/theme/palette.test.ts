import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrastRatio';
import { darkPalette, lightPalette, nonTextPairs, textPairs, type Palette } from './palette';

const themes: ReadonlyArray<readonly [string, Palette]> = [
  ['light', lightPalette],
  ['dark', darkPalette],
];

function cases(pairs: typeof textPairs) {
  return themes.flatMap(([theme, palette]) =>
    pairs.flatMap(([fg, bgs]) =>
      bgs.map((bg) => ({ theme, fg, bg, ratio: contrastRatio(palette[fg], palette[bg]) })),
    ),
  );
}

describe('theme palettes meet WCAG 2.2 AA', () => {
  it.each(cases(textPairs))('$theme: $fg on $bg has 4.5:1 for text', ({ ratio }) => {
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it.each(cases(nonTextPairs))('$theme: $fg against $bg has 3:1 for UI parts', ({ ratio }) => {
    expect(ratio).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toThrow(/#rrggbb/);
  });
});
