// @vitest-environment node
// `pnpm bench:lighthouse` measures every signed-in page, and its report pastes into a note as markdown tables.
// Nothing here times anything: the benchmark's figures are never asserted.
import { describe, expect, it } from 'vitest';
import { routeManifest } from '../packages/ui/src/shell/routeManifest.mjs';
import { markdown, medianFigures, protectedPages, publicPages } from './lighthouse-report.mjs';

const run = (performance: number, LCP: number, CLS = 0) => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  FCP: 900,
  LCP,
  TBT: 120,
  CLS,
  SI: 1000,
  protocol: 'h2',
});

describe('pnpm bench:lighthouse', () => {
  it('measures exactly the routes behind the sign-in guard, signed in, and /, /login and /faq signed out', () => {
    const signedIn = routeManifest
      .filter((route) => route.access === 'protected')
      .map((route) => route.path);
    expect(signedIn).toHaveLength(12);
    expect([...protectedPages].sort()).toEqual([...signedIn].sort());
    expect(publicPages).toEqual(['/', '/login', '/faq']);
  });

  it('reports the median of the runs and every run as markdown tables, and what moved', () => {
    const runs = [run(91, 2100), run(97, 1500), run(95, 1800, 0.02)];
    expect(medianFigures(runs)).toMatchObject({ performance: 95, LCP: 1800, CLS: 0 });
    const text = markdown({
      tool: 'Lighthouse 12.8.2, mobile preset',
      served: 'nginx (HTTPS, HTTP/2)',
      runs: 3,
      pages: [
        {
          page: '/dashboard',
          median: medianFigures(runs),
          runs,
          failingAudits: ['color-contrast'],
          layoutShifts: [{ score: 0.02, selector: 'main > h1', snippet: '<h1 a="|">' }],
        },
      ],
    });
    const lines = text.split('\n');
    const table = lines.filter((line) => line.startsWith('| `/dashboard`'));
    expect(table[0]).toBe(
      '| `/dashboard` | 95 | 100 | 100 | 900 ms | 1800 ms | 120 ms | 0.000 | 1000 ms | 91 / 97 / 95 |',
    );
    expect(table.slice(1)).toEqual([
      '| `/dashboard` | 1 | 91 | 100 | 100 | 900 ms | 2100 ms | 120 ms | 0.000 | 1000 ms | h2 |',
      '| `/dashboard` | 2 | 97 | 100 | 100 | 900 ms | 1500 ms | 120 ms | 0.000 | 1000 ms | h2 |',
      '| `/dashboard` | 3 | 95 | 100 | 100 | 900 ms | 1800 ms | 120 ms | 0.020 | 1000 ms | h2 |',
    ]);
    // Every table row has as many cells as its header.
    for (const line of lines.filter((line) => line.startsWith('|'))) {
      const header = lines[lines.lastIndexOf('', lines.indexOf(line)) + 1]!;
      expect(line.split(' | ')).toHaveLength(header.split(' | ').length);
    }
    expect(text).toContain('- `/dashboard`: color-contrast');
    expect(text).toContain('  - 0.020 `main > h1` <h1 a="\\|">');
  });
});
