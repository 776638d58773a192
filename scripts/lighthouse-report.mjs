// `pnpm bench:lighthouse` (scripts/lighthouse.mjs): which pages it measures, and its report as markdown, apart
// from the browser so scripts/lighthouse-report.test.ts can check them without running Lighthouse.
import { pageOf, routeManifest } from '../packages/ui/src/shell/routeManifest.mjs';

const benched = routeManifest.filter((route) => route.bench);
/** The routes the route manifest has the bench measure behind the sign-in guard: measured signed in. */
export const protectedPages = benched.filter((route) => route.access === 'protected').map(pageOf);
/** Measured signed out: two prerendered pages and a client-rendered one (/faq). */
export const publicPages = benched
  .filter((route) => route.access !== 'protected')
  .map((route) => route.path);
export const metrics = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median of each figure over the runs (the middle one; of an even count, the upper middle). */
export function medianFigures(runs) {
  const numeric = [
    'performance',
    'accessibility',
    'bestPractices',
    ...metrics.map(([name]) => name),
  ];
  return Object.fromEntries(numeric.map((name) => [name, median(runs.map((run) => run[name]))]));
}

const cell = (name, value) =>
  name === 'CLS'
    ? value.toFixed(3)
    : ['FCP', 'LCP', 'TBT', 'SI'].includes(name)
      ? `${Math.round(value)} ms`
      : String(value);

/** A page's TBT as a multiple of the bare page's in the same run (issue 43); none when the bare page blocked 0 ms. */
export function tbtRatio(tbt, baselineTbt) {
  if (!(baselineTbt > 0)) return '—';
  return `${(tbt / baselineTbt).toFixed(1)}×`;
}

/**
 * The report as markdown to paste into a note: the host's speed, the medians (the bare page first, each page's TBT
 * as a multiple of its), then every run, then each page's long tasks, then what failed or moved.
 */
export function markdown(report) {
  const names = ['performance', 'accessibility', 'bestPractices', ...metrics.map(([name]) => name)];
  const heads = ['perf', 'a11y', 'best pr.', ...metrics.map(([name]) => name)];
  const row = (cells) => `| ${cells.join(' | ')} |`;
  const rule = (count) =>
    row(Array.from({ length: count }, (_, index) => (index === 0 ? '---' : '---:')));
  const baseline = report.pages.find((page) => page.baseline);
  const [lowest, highest] = report.benchmarkIndexRange;
  const lines = [
    `${report.tool}, ${report.served}; median of ${report.runs} run${report.runs === 1 ? '' : 's'}, each with a cold cache; protected pages signed in through the API.`,
    `Host benchmark index ${Math.round(report.benchmarkIndex)} (${Math.round(lowest)}-${Math.round(highest)} over the runs).`,
    '',
    row(['page', ...heads, 'TBT × bare', 'perf per run']),
    rule(heads.length + 3),
    ...report.pages.map(({ page, baseline: bare, median: figures, runs }) =>
      row([
        bare ? `bare React + router + query (\`${page}\`)` : `\`${page}\``,
        ...names.map((name) => cell(name, figures[name])),
        bare ? '1×' : tbtRatio(figures.TBT, baseline?.median.TBT),
        runs.map((run) => run.performance).join(' / '),
      ]),
    ),
    '',
    'Each run:',
    '',
    row(['page', 'run', ...heads, 'protocol']),
    rule(heads.length + 3),
    ...report.pages.flatMap(({ page, runs }) =>
      runs.map((run, index) =>
        row([
          `\`${page}\``,
          String(index + 1),
          ...names.map((name) => cell(name, run[name])),
          run.protocol ?? '?',
        ]),
      ),
    ),
  ];
  const blocked = report.pages.filter((page) => page.longTasks?.length);
  if (blocked.length) {
    lines.push('', 'Long tasks of the median run (start, duration, script):', '');
    for (const { page, longTasks } of blocked)
      lines.push(
        `- \`${page}\`: ${longTasks.map((task) => `${task.startTime} ms +${task.duration} ms ${task.url}`).join('; ')}`,
      );
  }
  const failing = report.pages.filter((page) => page.failingAudits.length);
  if (failing.length) {
    lines.push('', 'Failing audits:', '');
    for (const { page, failingAudits: ids } of failing)
      lines.push(`- \`${page}\`: ${ids.join(', ')}`);
  }
  const moved = report.pages.filter((page) => page.layoutShifts.length);
  if (moved.length) {
    lines.push('', 'What moved (CLS over 0.01, worst run):', '');
    for (const { page, layoutShifts: shifts } of moved) {
      lines.push(`- \`${page}\`:`);
      for (const shift of shifts)
        lines.push(
          `  - ${shift.score.toFixed(3)} \`${shift.selector}\` ${shift.snippet.replaceAll('|', '\\|')}`,
        );
    }
  }
  return lines.join('\n');
}
