import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkRoutes,
  chunkContainsLibrary,
  firstPaintChunks,
  homeChunkKey,
  routeBudgets,
  routeFirstLoadChunks,
  // @ts-expect-error -- a plain .mjs script without type declarations
} from './check-bundle.mjs';

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: [
      '../packages/ui/src/screens/Home/index.ts',
      '../packages/ui/src/screens/Login/index.ts',
    ],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_charts.js': { file: 'assets/charts.js' },
  '_hero.js': { file: 'assets/hero.js', imports: ['_shared.js'] },
  '../packages/ui/src/screens/Home/index.ts': {
    file: 'assets/HomePage.js',
    isDynamicEntry: true,
    imports: ['_hero.js', 'index.html'],
    dynamicImports: ['_charts.js'],
  },
  '../packages/ui/src/screens/Login/index.ts': {
    file: 'assets/LoginPage.js',
    imports: ['index.html'],
  },
};

describe('check-bundle', () => {
  it('counts the entry and the home chunk with their static imports, once each, not lazy ones', () => {
    const { keys } = firstPaintChunks(manifest);
    expect(keys.sort()).toEqual(
      ['index.html', '_shared.js', '../packages/ui/src/screens/Home/index.ts', '_hero.js'].sort(),
    );
  });

  it('fails when the home route is missing from the build', () => {
    expect(homeChunkKey(manifest)).toEqual({ key: '../packages/ui/src/screens/Home/index.ts' });
    const { ['../packages/ui/src/screens/Home/index.ts']: _home, ...withoutHome } = manifest;
    expect(() => homeChunkKey(withoutHome)).toThrow('../packages/ui/src/screens/Home/index.ts');
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

describe('route budgets (issue 12)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-bundle-'));
  const chunk = (file: string, bytes: number, sources: string[]) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    // Random bytes do not compress: the gzip size is about `bytes`.
    writeFileSync(path.join(dir, file), randomBytes(bytes));
    mkdirSync(path.dirname(path.join(`${dir}-meta`, file)), { recursive: true });
    writeFileSync(path.join(`${dir}-meta`, `${file}.map`), JSON.stringify({ sources }));
  };
  const routes = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: [] },
    '../packages/ui/src/screens/Home/index.ts': {
      file: 'assets/HomePage.js',
      imports: ['index.html'],
    },
    '../packages/ui/src/screens/Market/index.ts': {
      file: 'assets/MarketPage.js',
      imports: ['index.html', '_t.js'],
    },
    '_t.js': { file: 'assets/t.js' },
  };
  chunk('assets/index.js', 100_000, ['../src/main.tsx']);
  chunk('assets/HomePage.js', 10_000, ['../../packages/ui/src/screens/Home/HomeScreen.tsx']);
  chunk('assets/MarketPage.js', 60_000, ['../../packages/ui/src/screens/Market/MarketScreen.tsx']);
  chunk('assets/t.js', 1_000, ['../../packages/ui/src/widgets/Ticker/TickerView.tsx']);

  it("counts each route's entry and page chunk with their static imports", () => {
    expect(
      routeFirstLoadChunks(routes, '../packages/ui/src/screens/Market/index.ts').sort(),
    ).toEqual(['index.html', '../packages/ui/src/screens/Market/index.ts', '_t.js'].sort());
  });

  it('fails a route over its budget, a route without one, and the ticker in a first load', () => {
    const { failures } = checkRoutes(dir, routes);
    expect(failures).toEqual([
      expect.stringMatching(
        /^\.\.\/packages\/ui\/src\/screens\/Market\/index\.ts loads 16\d\.\d KB .* the budget is 156\.0 KB$/,
      ),
      'the price ticker is in assets/t.js, which ../packages/ui/src/screens/Market/index.ts needs before its first paint',
    ]);
    expect(routeBudgets['../packages/ui/src/screens/Home/index.ts']).toBe(145_300);
    const { failures: noBudget } = checkRoutes(dir, {
      ...routes,
      '../packages/ui/src/screens/New/index.ts': {
        file: 'assets/HomePage.js',
        imports: ['index.html'],
      },
    });
    expect(noBudget).toContain(
      '../packages/ui/src/screens/New/index.ts has no budget in routeBudgets',
    );
  });
});
