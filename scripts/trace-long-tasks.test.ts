// @vitest-environment node
// `pnpm bench:profile` names each long task's sources from a Chrome trace: here a synthetic one, whose CPU profile
// samples one chunk with a hand-written source map (one generated line: columns 0-9 from a screen of ours, 10 on
// from react-dom). Nothing here times anything: the benchmark's figures are never asserted.
import { TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import {
  analyseTrace,
  markdown,
  ORIGIN_MARK,
  sourceName,
  type TraceEvent,
} from './trace-long-tasks.mjs';

const root = '/repo';
const pageUrl = 'http://app.test/dashboard';
const chunkUrl = 'http://app.test/assets/index-abc.js';
const screen = 'packages/ui/src/screens/Dashboard/DashboardScreen.tsx';
const chunkMap = new TraceMap(
  {
    version: 3,
    file: 'index-abc.js',
    sources: [
      `../../../${screen}`,
      '../../../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js',
    ],
    names: ['DashboardScreen'],
    // Column 0: the screen's line 1, column 0, named DashboardScreen; column 10 (+10, "U"): react-dom's line 1.
    mappings: 'AAAAA,UCAA',
  },
  `${root}/app/dist/assets/index-abc.js.map`,
);

/** Times in ms after the navigation's start, as the trace's microseconds. */
const navigationStart = 5_000_000;
const at = (ms: number) => navigationStart + ms * 1000;
const main = { pid: 10, tid: 1 };
const task = (start: number, duration: number, thread = main, name = 'RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  ...thread,
  ts: at(start),
  dur: duration * 1000,
});

const nodes = [
  { id: 1, callFrame: { functionName: '(root)' } },
  { id: 2, parent: 1, callFrame: { functionName: '(program)' } },
  {
    id: 3,
    parent: 1,
    callFrame: { functionName: 'a', url: chunkUrl, lineNumber: 0, columnNumber: 0 },
  },
  {
    id: 4,
    parent: 3,
    callFrame: { functionName: 'b', url: chunkUrl, lineNumber: 0, columnNumber: 10 },
  },
  { id: 5, parent: 4, callFrame: { functionName: 'appendChild', url: '' } },
  { id: 6, parent: 1, callFrame: { functionName: '(idle)' } },
];
/** [ms after the navigation's start, node, the sample's own 1-based column (0: none)] */
const samples: Array<[number, number, number]> = [
  [5, 3, 0], // before the first long task: not counted
  [10, 3, 1], // the long task (10–130 ms): its screen…
  [40, 4, 0], // …react-dom…
  [70, 5, 0], // …a native call from react-dom…
  [100, 3, 11], // …and `a` again, but at column 10, react-dom's code (inlined there)
  [130, 6, 0], // idle, after the task
  [200, 3, 1], // the short task (200–230 ms): not listed
  [300, 3, 1], // the second long task (300–380 ms): script, then layout, then unnamed renderer work
  [330, 2, 0],
  [360, 2, 0],
  [400, 6, 0],
];

function syntheticTrace(): TraceEvent[] {
  const times = samples.map(([ms]) => at(ms));
  const timeDeltas = times.map((time, index) => time - (times[index - 1] ?? at(0)));
  return [
    { name: 'thread_name', ph: 'M', ...main, ts: 0, args: { name: 'CrRendererMain' } },
    {
      name: 'navigationStart',
      ph: 'R',
      ...main,
      ts: navigationStart,
      args: {
        data: { documentLoaderURL: pageUrl, isLoadingMainFrame: true, navigationId: 'N1' },
      },
    },
    {
      name: 'firstContentfulPaint',
      ph: 'R',
      ...main,
      ts: at(250),
      args: { data: { navigationId: 'N1' } },
    },
    task(10, 120),
    task(10, 119, main, 'ThreadControllerImpl::RunTask'),
    task(200, 30),
    task(300, 80),
    { name: 'Layout', ph: 'X', ...main, ts: at(320), dur: 20_000 },
    { name: 'FunctionCall', ph: 'X', ...main, ts: at(360), dur: 20_000 },
    // A long task after the last sample, half of it parsing HTML.
    task(500, 60),
    { name: 'ParseHTML', ph: 'X', ...main, ts: at(500), dur: 30_000 },
    // Another thread's long task.
    task(10, 300, { pid: 10, tid: 2 }),
    {
      name: 'Profile',
      ph: 'P',
      ...main,
      id: '0x1',
      ts: at(0),
      args: { data: { startTime: at(0) } },
    },
    // The sampler's thread writes the chunks.
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid: 10,
      tid: 7,
      id: '0x1',
      ts: at(500),
      args: {
        data: {
          cpuProfile: { nodes, samples: samples.map(([, node]) => node) },
          timeDeltas,
          lines: samples.map(([, , column]) => (column ? 1 : 0)),
          columns: samples.map(([, , column]) => column),
        },
      },
    },
  ];
}

const analyse = () =>
  analyseTrace(
    { traceEvents: syntheticTrace() },
    { url: pageUrl, root, mapFor: (url) => (url === chunkUrl ? chunkMap : null) },
  );

describe('pnpm bench:profile', () => {
  it("lists the main thread's long tasks and their blocking time, not a shorter one or another thread's", () => {
    const analysis = analyse();
    expect(analysis.longTasks.map((task) => [task.start, task.duration, task.blocking])).toEqual([
      [10, 120, 70],
      [300, 80, 30],
      [500, 60, 10],
    ]);
    expect(analysis.totalBlockingTime).toBe(110);
    expect(analysis.firstContentfulPaint).toBe(250);
  });

  it("attributes a task's samples to their original files, and no sample from outside it", () => {
    const [first] = analyse().longTasks;
    expect(first!).toMatchObject({ sampled: 120, samples: 4, longestGap: 30 });
    expect(first!.sources).toEqual([
      { name: 'react-dom', ms: 60, percent: 50 },
      { name: screen, ms: 30, percent: 25 },
      { name: 'appendChild (native)', ms: 30, percent: 25 },
    ]);
    expect(first!.functions.map((fn) => [fn.name, fn.ms])).toEqual([
      [`DashboardScreen (${screen}:1)`, 60],
      ['b (react-dom/cjs/react-dom-client.production.js:1)', 30],
      ['appendChild (native) ← b (react-dom/cjs/react-dom-client.production.js:1)', 30],
    ]);
  });

  it("names a task's renderer work by the trace's own events", () => {
    const [, second] = analyse().longTasks;
    // The screen's sample lasts until 330 ms, the first "(program)" one until 360 ms: layout (320–340 ms) ran in
    // both stretches. The second "(program)" one is inside a script's call (360–380 ms).
    expect(second!.sources).toEqual([
      { name: screen, ms: 20, percent: 25 },
      { name: '(layout)', ms: 20, percent: 25 },
      { name: '(program)', ms: 20, percent: 25 },
      { name: '(program) in a script', ms: 20, percent: 25 },
    ]);
    expect(second!.functions.at(-1)).toEqual({
      name: `(program) in a script, after DashboardScreen (${screen}:1)`,
      ms: 20,
      percent: 25,
    });
    expect(second!.work).toEqual([
      { category: 'layout', ms: 20 },
      { category: 'script calls', ms: 20 },
    ]);
  });

  it("names the part of a task no sample covers by the trace's own events where it can", () => {
    const [, , third] = analyse().longTasks;
    expect(third!.sampled).toBe(0);
    expect(third!.sources).toEqual([
      { name: '(HTML parsing)', ms: 30, percent: 50 },
      { name: '(not sampled)', ms: 30, percent: 50 },
    ]);
  });

  it("finds the page's main thread by the mark at its time 0 when its renderer joined the trace late", () => {
    const late = syntheticTrace().filter(
      (event) => event.name !== 'navigationStart' && event.ts >= at(10),
    );
    late.push({
      name: ORIGIN_MARK,
      ph: 'I',
      ...main,
      ts: navigationStart,
      args: { data: { navigationId: 'N1', startTime: 0 } },
    });
    const analysis = analyseTrace(late, { url: pageUrl, root });
    expect(analysis.missedStart).toBe(10);
    expect(analysis.firstContentfulPaint).toBe(250);
    expect(analysis.longTasks.map((task) => task.start)).toEqual([10, 300, 500]);
    expect(analyse().missedStart).toBeNull();
  });

  it('names node_modules files by package and ours by their path in the repository', () => {
    expect(
      sourceName('/repo/node_modules/.pnpm/x/node_modules/@tanstack/query-core/build/a.js', root),
    ).toBe('@tanstack/query-core');
    expect(sourceName('/repo/node_modules/@lingui/core/dist/index.mjs', root)).toBe('@lingui/core');
    expect(sourceName(`/repo/${screen}`, root)).toBe(screen);
  });

  it('reports each page, then each long task with its top sources, as markdown', () => {
    const run = { url: pageUrl, ready: true, readyAt: 390, ...analyse() };
    const text = markdown(
      {
        served: 'nginx',
        slowdowns: [{ cpu: 4, pages: [{ page: '/dashboard', shownRun: 0, runs: [run] }] }],
      },
      { top: 2 },
    );
    const lines = text.split('\n');
    expect(lines).toContain(
      '| `/dashboard` | 390 ms | 250 ms | 110 ms | 3 | 120 ms at 10 ms | 110 |',
    );
    expect(lines).toContain('#### 120 ms at 10 ms (blocking 70 ms)');
    const firstTable = lines.slice(lines.indexOf('#### 120 ms at 10 ms (blocking 70 ms)'));
    expect(firstTable[2]).toBe(
      'Sampled: 4 samples over 120 ms; longest gap 30 ms (over 10 ms: the machine starved the sampler, so the shares are rough).',
    );
    expect(firstTable.slice(4, 8)).toEqual([
      '| source | ms | % |',
      '| --- | ---: | ---: |',
      '| react-dom | 60 | 50% |',
      `| ${screen} | 30 | 25% |`,
    ]);
    expect(text).toContain('Trace events: layout 20 ms · script calls 20 ms');
    // The three tasks together (260 ms): react-dom 60 ms, the screen 50 ms.
    const together = lines.slice(lines.indexOf('All 3 long tasks together (260 ms):'));
    expect(together.slice(4, 6)).toEqual(['| react-dom | 60 | 23% |', `| ${screen} | 50 | 19% |`]);
  });
});
