import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import picomatch from 'picomatch';
import { screenshotWidths } from '../../../../e2e/support/shoot';
import { allModes, publicPageModes, viewportOptions } from './modes';

const chromaticConfig = JSON.parse(
  readFileSync(new URL('../../../../chromatic.config.json', import.meta.url), 'utf8'),
) as { exitZeroOnChanges: boolean | string };
const publicVisualSpec = readFileSync(
  new URL('../../../../e2e/public-visual.spec.ts', import.meta.url),
  'utf8',
);

const matrix = (modes: Record<string, { theme: string; viewport: number }>) =>
  Object.values(modes)
    .map(({ theme, viewport }) => `${theme} ${viewport}`)
    .sort();
const both = (widths: readonly number[]) =>
  ['light', 'dark'].flatMap((theme) => widths.map((width) => `${theme} ${width}`)).sort();

describe('Chromatic snapshots what the local screenshots compare', () => {
  it('every story in both themes at the signed-in screenshots’ phone and desktop widths', () => {
    expect(matrix(allModes)).toEqual(both(screenshotWidths));
  });

  it('the public pages at the public screenshots’ widths too, tablet included', () => {
    const publicWidths = /const widths = \[([\d, ]+)\]/.exec(publicVisualSpec)?.[1];
    expect(publicWidths).toBeDefined();
    expect(matrix(publicPageModes)).toEqual(both(publicWidths!.split(', ').map(Number)));
  });

  it('the viewport menu offers exactly those widths', () => {
    const widths = Object.values(viewportOptions).map(({ styles }) => parseInt(styles.width, 10));
    expect(widths.sort()).toEqual(
      [...new Set(Object.values(publicPageModes).map((m) => m.viewport))].sort(),
    );
  });

  it('a build with changes fails on main (someone must accept them) and not on other branches', () => {
    const exitZero = chromaticConfig.exitZeroOnChanges;
    expect(typeof exitZero).toBe('string');
    // As the Chromatic CLI matches a branch.
    const passesWithChanges = picomatch(exitZero as string, { bash: true });
    expect(passesWithChanges('main')).toBe(false);
    expect(passesWithChanges('feature/withdraw-limits')).toBe(true);
    expect(passesWithChanges('mainline')).toBe(true);
  });
});
