import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without type declarations
import { chunkContainsLibrary, firstPaintChunks, homeChunkKey } from './check-bundle.mjs';

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/pages/HomePage.tsx', 'src/pages/LoginPage.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_charts.js': { file: 'assets/charts.js' },
  '_hero.js': { file: 'assets/hero.js', imports: ['_shared.js'] },
  'src/pages/HomePage.tsx': {
    file: 'assets/HomePage.js',
    isDynamicEntry: true,
    imports: ['_hero.js', 'index.html'],
    dynamicImports: ['_charts.js'],
  },
  'src/pages/LoginPage.tsx': { file: 'assets/LoginPage.js', imports: ['index.html'] },
  'src/pages/PlaceholderPage.tsx': { file: 'assets/PlaceholderPage.js', imports: ['index.html'] },
};

describe('check-bundle', () => {
  it('counts the entry and the home chunk with their static imports, once each, not lazy ones', () => {
    const { keys } = firstPaintChunks(manifest);
    expect(keys.sort()).toEqual(
      ['index.html', '_shared.js', 'src/pages/HomePage.tsx', '_hero.js'].sort(),
    );
  });

  it('falls back to the placeholder only while HomePage is missing', () => {
    expect(homeChunkKey(manifest)).toEqual({ key: 'src/pages/HomePage.tsx', fallback: false });
    const { ['src/pages/HomePage.tsx']: _home, ...withoutHome } = manifest;
    expect(homeChunkKey(withoutHome)).toEqual({
      key: 'src/pages/PlaceholderPage.tsx',
      fallback: true,
    });
  });

  it('finds the chart library by the sources of a chunk', () => {
    const map = {
      sources: [
        '../../node_modules/.pnpm/lightweight-charts@5.2.1/node_modules/lightweight-charts/dist/x.js',
      ],
    };
    expect(chunkContainsLibrary(map, 'lightweight-charts')).toBe(true);
    expect(chunkContainsLibrary({ sources: ['../src/Chart.tsx'] }, 'lightweight-charts')).toBe(
      false,
    );
  });
});
