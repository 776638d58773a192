// @vitest-environment node
// `pnpm bench:lighthouse` measures every signed-in page, and its report pastes into a note as markdown tables.
// Nothing here times anything: the benchmark's figures are never asserted.
import { describe, expect, it } from 'vitest';
import { routeManifest } from '../packages/ui/src/shell/routeManifest.mjs';
import {
  markdown,
  medianFigures,
  protectedPages,
  publicPages,
  tbtRatio,
} from './lighthouse-report.mjs';

const run = (performance: number, LCP: number, CLS = 0, TBT = 120) => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  FCP: 900,
  LCP,
  TBT,
  CLS,
  SI: 1000,
  protocol: 'h2',
});

describe('pnpm bench:lighthouse', () => {
  it('measures exactly the routes behind the sign-in guard, signed in, and /, /login and /faq signed out', () => {
    const signedIn = routeManifest
      .filter((route) => route.access === 'protected')
      .map((route) => (route.pages ? route.pages[0] : route.path));
    expect(signedIn).toHaveLength(13);
    // A coin's page is measured on Bitcoin's.
    expect(signedIn).toContain('/market/btc');
    expect([...protectedPages].sort()).toEqual([...signedIn].sort());
    expect(publicPages).toEqual(['/', '/login', '/faq']);
  });

  it('reports the median of the runs and every run as markdown tables, the bare page first, and what moved', () => {
    const runs = [run(91, 2100), run(97, 1500), run(95, 1800, 0.02)];
    const bareRuns = [run(99, 1600, 0, 50), run(99, 1650, 0, 60), run(98, 1700, 0, 40)];
    expect(medianFigures(runs)).toMatchObject({ performance: 95, LCP: 1800, CLS: 0 });
    const text = markdown({
      tool: 'Lighthouse 12.8.2, mobile preset, CPU slowdown 4×',
      served: 'nginx (HTTPS, HTTP/2)',
      runs: 3,
      benchmarkIndex: 1412.4,
      benchmarkIndexRange: [1288, 1530.6],
      pages: [
        {
          page: '/bench-baseline/',
          baseline: true,
          median: medianFigures(bareRuns),
          runs: bareRuns,
          longTasks: [],
          failingAudits: [],
          layoutShifts: [],
        },
        {
          page: '/dashboard',
          median: medianFigures(runs),
          runs,
          longTasks: [
            { url: '/assets/index-abc.js', startTime: 1204, duration: 180 },
            { url: 'Unattributable', startTime: 2300, duration: 64 },
          ],
          failingAudits: ['color-contrast'],
          layoutShifts: [{ score: 0.02, selector: 'main > h1', snippet: '<h1 a="|">' }],
        },
      ],
    });
    const lines = text.split('\n');
    expect(lines[1]).toBe('Host benchmark index 1412 (1288-1531 over the runs).');
    const medians = lines.filter((line) => /^\| (bare|`\/dashboard`) /.test(line));
    expect(medians[0]).toBe(
      '| bare React + router + query (`/bench-baseline/`) | 99 | 100 | 100 | 900 ms | 1650 ms | 50 ms | 0.000 | 1000 ms | 1× | 99 / 99 / 98 |',
    );
    expect(medians[1]).toBe(
      '| `/dashboard` | 95 | 100 | 100 | 900 ms | 1800 ms | 120 ms | 0.000 | 1000 ms | 2.4× | 91 / 97 / 95 |',
    );
    expect(lines.filter((line) => line.startsWith('| `/dashboard` | '))).toEqual([
      medians[1],
      '| `/dashboard` | 1 | 91 | 100 | 100 | 900 ms | 2100 ms | 120 ms | 0.000 | 1000 ms | h2 |',
      '| `/dashboard` | 2 | 97 | 100 | 100 | 900 ms | 1500 ms | 120 ms | 0.000 | 1000 ms | h2 |',
      '| `/dashboard` | 3 | 95 | 100 | 100 | 900 ms | 1800 ms | 120 ms | 0.020 | 1000 ms | h2 |',
    ]);
    // Every table row has as many cells as its header.
    for (const line of lines.filter((line) => line.startsWith('|'))) {
      const header = lines[lines.lastIndexOf('', lines.indexOf(line)) + 1]!;
      expect(line.split(' | ')).toHaveLength(header.split(' | ').length);
    }
    expect(text).toContain(
      '- `/dashboard`: 1204 ms +180 ms /assets/index-abc.js; 2300 ms +64 ms Unattributable',
    );
    expect(text).not.toContain('- `/bench-baseline/`:');
    expect(text).toContain('- `/dashboard`: color-contrast');
    expect(text).toContain('  - 0.020 `main > h1` <h1 a="\\|">');
  });

  it('gives TBT as a multiple of the bare page, and none when the bare page blocked nothing', () => {
    expect(tbtRatio(540, 54)).toBe('10.0×');
    expect(tbtRatio(80, 54)).toBe('1.5×');
    expect(tbtRatio(80, 0)).toBe('—');
    expect(tbtRatio(80, undefined)).toBe('—');
  });
});
