// `pnpm bench:profile` (scripts/profile-routes.mjs): what a Chrome trace says a page's long tasks spent their time on,
// apart from the browser so scripts/trace-long-tasks.test.ts can check it on a synthetic trace. Times in a trace
// are microseconds on one clock (its events' `ts`, the CPU profile's `startTime` and sample deltas); what this
// module returns is in milliseconds.
import path from 'node:path';
import { originalPositionFor } from '@jridgewell/trace-mapping';

/** A task is long over 50 ms; what it runs beyond that blocks input (Total Blocking Time). */
export const LONG_TASK_MS = 50;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** V8's "(program)" while a script runs: most likely a native call (a DOM getter, say) V8 recorded no frame for. */
const IN_A_SCRIPT = '(program) in a script';
/**
 * The trace's own events that say what a stretch of the main thread did. `claims`: which samples in it the
 * category names (as `label`, else in brackets): `all` (a script's too: a layout the script forced is layout), or
 * `unnamed` (those V8 reports as "(program)", with no script frame: the renderer's own work, or inside a script's
 * call a native function V8 did not record, such as a DOM getter).
 */
const WORK_KINDS = [
  { category: 'layout', names: ['Layout'], claims: 'all' },
  {
    category: 'style recalculation',
    names: ['UpdateLayoutTree', 'RecalculateStyles'],
    claims: 'all',
  },
  { category: 'paint', names: ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer'], claims: 'all' },
  { category: 'compositor commit', names: ['Commit'], claims: 'all' },
  { category: 'HTML parsing', names: ['ParseHTML'], claims: 'unnamed' },
  { category: 'stylesheet parsing', names: ['ParseAuthorStyleSheet'], claims: 'unnamed' },
  {
    category: 'script compilation',
    names: ['v8.compile', 'v8.compileModule', 'V8.CompileCode'],
    claims: 'unnamed',
  },
  { category: 'navigation commit', names: ['DocumentLoader::CommitNavigation'], claims: 'unnamed' },
  {
    category: 'script evaluation',
    names: ['EvaluateScript', 'v8.evaluateModule'],
    claims: 'unnamed',
    label: IN_A_SCRIPT,
  },
  {
    category: 'script calls',
    names: ['FunctionCall', 'RunMicrotasks'],
    claims: 'unnamed',
    label: IN_A_SCRIPT,
  },
];
const kindOfEvent = new Map(WORK_KINDS.flatMap((kind) => kind.names.map((name) => [name, kind])));
/** V8's names for a sample outside any script. */
const V8_PSEUDO_FRAMES = new Set(['(program)', '(idle)', '(garbage collector)', '(root)']);
/** What V8 calls the renderer's own work, which the trace's events can name. */
const UNNAMED_WORK = new Set(['(program)', '(root)']);

const ms = (microseconds) => microseconds / 1000;
const round = (value) => Math.round(value * 10) / 10;

/** A trace file's events, whether it is the JSON object format or a bare array. */
export const traceEventsOf = (trace) => (Array.isArray(trace) ? trace : trace.traceEvents);

/**
 * The mark scripts/profile-routes.mjs sets at the page's time 0 once it has loaded: Chrome traces it at the
 * navigation's start, on the page's main thread, even when that renderer joined the trace too late for its own
 * `navigationStart` (a new renderer on a busy machine).
 */
export const ORIGIN_MARK = 'pnpm-bench-profile:navigation-start';

/**
 * The renderer main thread that loaded `url` (the page's last renderer: a new tab's about:blank has its own), and
 * when that navigation started: the main frame's `navigationStart` for the URL, else ORIGIN_MARK, else the main
 * frame's first `navigationStart` for any page. `missedStart`: when the renderer's events begin after the
 * navigation's start and its `navigationStart` is missing, how many ms of the load the trace lacks.
 */
export function findMainThread(events, url) {
  const starts = events.filter(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
  const own = starts.find((event) => event.args.data.documentLoaderURL === url);
  const start = own ?? events.find((event) => event.name === ORIGIN_MARK) ?? starts[0];
  if (!start) return null;
  const named = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === start.pid &&
      event.args?.name === 'CrRendererMain',
  );
  const fcp = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      event.pid === start.pid &&
      event.args?.data?.navigationId === start.args?.data?.navigationId,
  );
  let firstEvent = Infinity;
  for (const event of events)
    if (event.pid === start.pid && event.ph !== 'M' && event !== start)
      firstEvent = Math.min(firstEvent, event.ts);
  return {
    pid: start.pid,
    tid: named?.tid ?? start.tid,
    navigationStart: start.ts,
    firstContentfulPaint: fcp?.ts ?? null,
    missedStart: own || firstEvent <= start.ts ? null : ms(firstEvent - start.ts),
  };
}

const onThread = (thread) => (event) =>
  event.pid === thread.pid &&
  event.tid === thread.tid &&
  event.ph === 'X' &&
  typeof event.dur === 'number';

/** The thread's top-level tasks (the outermost of Blink's `RunTask` and the scheduler's own), in order. */
export function topLevelTasks(events, thread) {
  const tasks = events
    .filter((event) => TASK_NAMES.has(event.name) && onThread(thread)(event))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const outermost = [];
  for (const task of tasks) {
    const last = outermost.at(-1);
    if (last && task.ts < last.ts + last.dur) continue;
    outermost.push(task);
  }
  return outermost.map((task) => ({ start: task.ts, end: task.ts + task.dur }));
}

/** The top-level tasks longer than `threshold` ms that started at or after `from` (µs). */
export const longTasks = (events, thread, { threshold = LONG_TASK_MS, from = -Infinity } = {}) =>
  topLevelTasks(events, thread).filter(
    (task) => task.start >= from && ms(task.end - task.start) > threshold,
  );

/**
 * The thread's CPU profile as samples in time order: each with its top frame (`frame`: V8's callFrame, its line
 * and column 0-based), the nearest script frame below it (`caller`: what called a native function), the position
 * it was at in its frame's script when the profile records one (`line`, `column`: 1-based; 0 when it does not)
 * and when it was taken (`time`, µs, the trace's clock: the profile's `startTime` plus the deltas so far). The
 * chunks are the sampler thread's, so they are matched to the profile by process and id.
 */
export function cpuSamples(events, thread) {
  const profiles = events.filter((event) => event.name === 'Profile' && event.pid === thread.pid);
  const profile = profiles.find((event) => event.tid === thread.tid) ?? profiles[0];
  if (!profile) return [];
  const chunks = events
    .filter(
      (event) =>
        event.name === 'ProfileChunk' && event.pid === profile.pid && event.id === profile.id,
    )
    .sort((a, b) => a.ts - b.ts);
  const nodes = new Map();
  const samples = [];
  let time = profile.args.data.startTime;
  for (const { args } of chunks) {
    const { cpuProfile = {}, timeDeltas = [], lines, columns } = args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((nodeId, index) => {
      time += timeDeltas[index] ?? 0;
      samples.push({ time, nodeId, line: lines?.[index] ?? 0, column: columns?.[index] ?? 0 });
    });
  }
  const callerOf = (node) => {
    for (let below = nodes.get(node?.parent); below; below = nodes.get(below.parent))
      if (below.callFrame?.url) return below.callFrame;
    return null;
  };
  return samples
    .sort((a, b) => a.time - b.time)
    .map(({ nodeId, ...sample }) => {
      const node = nodes.get(nodeId);
      const frame = node?.callFrame ?? null;
      return { ...sample, frame, caller: frame?.url ? null : callerOf(node) };
    });
}

/** The thread's events of the kinds in WORK_KINDS, as intervals. */
export function rendererWork(events, thread) {
  return events
    .filter((event) => kindOfEvent.has(event.name) && onThread(thread)(event))
    .map((event) => ({
      start: event.ts,
      end: event.ts + event.dur,
      kind: kindOfEvent.get(event.name),
    }))
    .sort((a, b) => a.start - b.start);
}

const NODE_MODULES = 'node_modules/';

/** A package's name for a file in node_modules, the repo-relative path for ours, else the name as it is. */
export function sourceName(file, root) {
  const clean = file.replace(/^\0/, '');
  const modules = clean.lastIndexOf(NODE_MODULES);
  if (modules >= 0) {
    const [first, second] = clean.slice(modules + NODE_MODULES.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (root && path.isAbsolute(clean) && clean.startsWith(`${root}${path.sep}`))
    return path.relative(root, clean);
  return clean;
}

/** Like sourceName, but a package's file keeps its path in the package (`react-dom/cjs/….js`). */
function modulePath(file, root) {
  const modules = file.lastIndexOf(NODE_MODULES);
  return modules >= 0 ? file.slice(modules + NODE_MODULES.length) : sourceName(file, root);
}

/** A chunk's path on the site (`/assets/index-….js`), for a script without a source map. */
const scriptPath = (url) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/**
 * Names a sample's source file and function. `mapFor(url)` gives the chunk's source map (a TraceMap made with the
 * map's own URL, so its sources resolve to absolute paths) or null. A sample is placed by its own position when
 * the profile has one (a chunk's top-level code holds many modules), else by its function's start. Code of a
 * chunk that has a map but no source at that place is the bundler's own (Vite's preload helper, for one).
 */
export function sampleNamer({ mapFor, root }) {
  const original = (url, line, column) => {
    const map = mapFor(url);
    if (!map) return { map: false, position: null };
    const position = originalPositionFor(map, { line, column });
    return { map: true, position: position.source ? position : null };
  };
  const functions = new Map();
  const functionLabel = (frame) => {
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
    if (!functions.has(key)) {
      const { map, position } = original(frame.url, frame.lineNumber + 1, frame.columnNumber);
      const name = position?.name || frame.functionName || '(anonymous)';
      const where = position
        ? `${modulePath(position.source, root)}:${position.line}`
        : `${scriptPath(frame.url)}:${frame.lineNumber + 1}${map ? ', bundler code' : ''}`;
      functions.set(key, `${name} (${where})`);
    }
    return functions.get(key);
  };
  const sources = new Map();
  const sourceLabel = (frame, line, column) => {
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${line}:${column}`;
    if (!sources.has(key)) {
      const here = line > 0 && column > 0 ? original(frame.url, line, column - 1) : null;
      const start = original(frame.url, frame.lineNumber + 1, frame.columnNumber);
      const position = here?.position ?? start.position;
      sources.set(
        key,
        position
          ? sourceName(position.source, root)
          : `${scriptPath(frame.url)}${start.map ? ' (bundler code)' : ''}`,
      );
    }
    return sources.get(key);
  };
  return ({ frame, caller, line, column }) => {
    if (frame?.url)
      return {
        source: sourceLabel(frame, line, column),
        function: functionLabel(frame),
        unnamed: false,
      };
    const name = frame?.functionName || '(program)';
    if (V8_PSEUDO_FRAMES.has(name))
      return { source: name, function: name, unnamed: UNNAMED_WORK.has(name) };
    // A script without a URL (an eval's) is still a script; the rest are the browser's own functions.
    const native = `${name} (${frame?.scriptId ? 'script without a URL' : 'native'})`;
    return {
      source: native,
      function: caller ? `${native} ← ${functionLabel(caller)}` : native,
      unnamed: false,
    };
  };
}

const labelOf = (kind) => kind.label ?? `(${kind.category})`;
const claims = (item, unnamed) =>
  item.kind.claims === 'all' || (item.kind.claims === 'unnamed' && unnamed);

/**
 * Splits [from, to) by the WORK_KINDS events that claim it (the innermost where they nest): each part's label, or
 * null where none does. With samples far apart (a busy machine starves the sampler), the trace's events say
 * what happened between them.
 */
function splitByWork(work, from, to, unnamed) {
  const claimers = work.filter(
    (item) => item.start < to && item.end > from && claims(item, unnamed),
  );
  if (!claimers.length) return [{ label: null, took: to - from }];
  const edges = [...new Set([from, to, ...claimers.flatMap((item) => [item.start, item.end])])]
    .filter((edge) => edge >= from && edge <= to)
    .sort((a, b) => a - b);
  const parts = [];
  for (let index = 0; index + 1 < edges.length; index += 1) {
    const [start, end] = [edges[index], edges[index + 1]];
    const innermost = claimers
      .filter((item) => item.start <= start && item.end >= end)
      .reduce((a, b) => (a === null || b.start > a.start ? b : a), null);
    parts.push({ label: innermost ? labelOf(innermost.kind) : null, took: end - start });
  }
  return parts;
}

/**
 * The stretches of [start, end) that the samples cover (each sample lasting until the next one, cut at the end)
 * and those they do not (before the first, after the last).
 */
function coverage(samples, start, end) {
  const stretches = [];
  let reach = start;
  let index = samples.findIndex((sample) => sample.time >= start);
  for (; index >= 0 && index < samples.length && samples[index].time < end; index += 1) {
    const sample = samples[index];
    if (sample.time > reach) stretches.push({ from: reach, to: sample.time, sample: null });
    const to = Math.min(samples[index + 1]?.time ?? sample.time, end);
    stretches.push({ from: sample.time, to, sample });
    reach = Math.max(reach, to);
  }
  if (reach < end) stretches.push({ from: reach, to: end, sample: null });
  return stretches;
}

const NOT_SAMPLED = { source: '(not sampled)', function: '(not sampled)', unnamed: true };

/** Milliseconds of each category's events inside [start, end), nested ones counted once. */
function workTotals(work, start, end) {
  const totals = new Map();
  for (const kind of WORK_KINDS) {
    let covered = 0;
    let reach = start;
    for (const item of work) {
      if (item.kind !== kind || item.end <= reach || item.start >= end) continue;
      const from = Math.max(item.start, reach);
      const to = Math.min(item.end, end);
      covered += to - from;
      reach = to;
    }
    if (covered > 0) totals.set(kind.category, ms(covered));
  }
  return [...totals]
    .map(([category, value]) => ({ category, ms: round(value) }))
    .sort((a, b) => b.ms - a.ms);
}

const ranked = (totals, duration) =>
  [...totals]
    .map(([name, value]) => ({ name, ms: round(value), percent: round((100 * value) / duration) }))
    .sort((a, b) => b.ms - a.ms);

/**
 * One task's sources: the self time of the samples taken in it (each lasting until the next sample, cut at the
 * task's end), by original file and by function; the parts the trace's own events claim (WORK_KINDS), by their
 * label; what neither covers (`(not sampled)`, e.g. before the profiler started in a new renderer); the trace's
 * own events in it by category; and how well it was sampled (`samples`, `longestGap`: the longest stretch, ms,
 * one sample stands for).
 */
export function attributeTask(task, samples, work, nameSample) {
  const duration = ms(task.end - task.start);
  const bySource = new Map();
  const byFunction = new Map();
  const add = (totals, name, took) => totals.set(name, (totals.get(name) ?? 0) + ms(took));
  const taskWork = work.filter((item) => item.end > task.start && item.start < task.end);
  let sampled = 0;
  let sampleCount = 0;
  let longestGap = 0;
  // "(program)" inside a script's call is most likely a native call (unrecorded) of the script sampled just before:
  // among the functions it is named after that one, a hint rather than a measurement.
  let lastScript = null;
  for (const { from, to, sample } of coverage(samples, task.start, task.end)) {
    const named = sample ? nameSample(sample) : NOT_SAMPLED;
    if (sample) {
      sampled += to - from;
      sampleCount += 1;
      longestGap = Math.max(longestGap, to - from);
    }
    for (const { label, took } of splitByWork(taskWork, from, to, named.unnamed)) {
      add(bySource, label ?? named.source, took);
      const after = label === IN_A_SCRIPT && lastScript ? `, after ${lastScript}` : '';
      add(byFunction, label ? `${label}${after}` : named.function, took);
    }
    if (sample?.frame?.url) lastScript = named.function;
  }
  for (const totals of [bySource, byFunction])
    for (const [name, value] of totals) if (value < 0.05) totals.delete(name);
  byFunction.delete(NOT_SAMPLED.function);
  return {
    start: task.start,
    duration: round(duration),
    blocking: round(Math.max(0, duration - LONG_TASK_MS)),
    sampled: round(ms(sampled)),
    samples: sampleCount,
    longestGap: round(ms(longestGap)),
    sources: ranked(bySource, duration),
    functions: ranked(byFunction, duration),
    work: workTotals(taskWork, task.start, task.end),
  };
}

/**
 * A page load's long tasks with their sources (times in ms from the navigation's start) and its Total Blocking
 * Time, kept simple: the blocking part of every long task after the navigation started, before FCP too.
 * `topFunctions` keeps that many functions per task (the sources are all kept).
 */
export function analyseTrace(trace, { url, mapFor = () => null, root, topFunctions = 20 }) {
  const events = traceEventsOf(trace);
  const thread = findMainThread(events, url);
  if (!thread) throw new Error(`the trace has no main-frame navigation to ${url}`);
  const samples = cpuSamples(events, thread);
  const work = rendererWork(events, thread);
  const nameSample = sampleNamer({ mapFor, root });
  const since = (time) => round(ms(time - thread.navigationStart));
  const tasks = longTasks(events, thread, { from: thread.navigationStart }).map((task) => {
    const attributed = attributeTask(task, samples, work, nameSample);
    return {
      ...attributed,
      start: since(task.start),
      functions: attributed.functions.slice(0, topFunctions),
    };
  });
  return {
    thread: { pid: thread.pid, tid: thread.tid },
    missedStart: thread.missedStart === null ? null : round(thread.missedStart),
    firstContentfulPaint:
      thread.firstContentfulPaint === null ? null : since(thread.firstContentfulPaint),
    samples: samples.length,
    totalBlockingTime: round(tasks.reduce((sum, task) => sum + task.blocking, 0)),
    longTasks: tasks,
  };
}

const formatMs = (value) => `${Math.round(value)} ms`;
/** V8 samples about every 0.2 ms; a stretch this long without one means the machine starved its sampler. */
const SPARSE_GAP_MS = 10;
const cellText = (text) => text.replaceAll('|', '\\|');
const row = (cells) => `| ${cells.join(' | ')} |`;
const sourceTable = (sources, top) => [
  row(['source', 'ms', '%']),
  row(['---', '---:', '---:']),
  ...sources
    .filter((source) => source.ms >= 0.5)
    .slice(0, top)
    .map((source) =>
      row([cellText(source.name), String(Math.round(source.ms)), `${Math.round(source.percent)}%`]),
    ),
];

/** A page's long tasks as one: their time by source, summed. */
function combinedSources(tasks) {
  const duration = tasks.reduce((sum, task) => sum + task.duration, 0);
  const totals = new Map();
  for (const task of tasks)
    for (const source of task.sources)
      totals.set(source.name, (totals.get(source.name) ?? 0) + source.ms);
  return { duration, sources: ranked(totals, duration) };
}

/**
 * The report as markdown, per CPU slowdown: a table of the pages (TBT, long tasks, the longest), then for each page
 * the `top` sources of its long tasks together, and each long task with its `top` sources, its top functions and
 * the trace's own work in it.
 */
export function markdown(report, { top = 8 } = {}) {
  const lines = [];
  for (const { cpu, pages } of report.slowdowns) {
    lines.push(
      `## CPU ${cpu}× slower`,
      '',
      `${report.served}; cold cache; protected pages signed in through the API. Long tasks: main-thread tasks over ${LONG_TASK_MS} ms after the navigation started; TBT: their parts over ${LONG_TASK_MS} ms. ${pages[0]?.runs.length > 1 ? 'Median run by TBT shown.' : ''}`.trim(),
      '',
      row(['page', 'ready', 'FCP', 'TBT', 'long tasks', 'longest', 'TBT per run']),
      row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    );
    for (const page of pages) {
      const shown = page.runs[page.shownRun];
      const longest = shown.longTasks.reduce(
        (a, b) => (a === null || b.duration > a.duration ? b : a),
        null,
      );
      lines.push(
        row([
          `\`${page.page}\``,
          shown.ready ? formatMs(shown.readyAt) : 'not ready in 30 s',
          shown.firstContentfulPaint === null ? '?' : formatMs(shown.firstContentfulPaint),
          formatMs(shown.totalBlockingTime),
          String(shown.longTasks.length),
          longest ? `${formatMs(longest.duration)} at ${formatMs(longest.start)}` : '-',
          page.runs.map((run) => Math.round(run.totalBlockingTime)).join(' / '),
        ]),
      );
    }
    for (const page of pages) {
      const shown = page.runs[page.shownRun];
      lines.push('', `### \`${page.page}\` at ${cpu}×: ${shown.longTasks.length} long tasks`);
      if (!shown.ready) lines.push('', '**The page did not set `data-app-ready` within 30 s.**');
      if (shown.missedStart !== null)
        lines.push(
          '',
          `**The page's renderer joined the trace ${formatMs(shown.missedStart)} after the navigation started: tasks before then are missing.**`,
        );
      if (shown.finalUrl && shown.finalUrl !== shown.url)
        lines.push('', `**It ended on ${shown.finalUrl}.**`);
      if (shown.longTasks.length > 1) {
        const together = combinedSources(shown.longTasks);
        lines.push(
          '',
          `All ${shown.longTasks.length} long tasks together (${formatMs(together.duration)}):`,
          '',
          ...sourceTable(together.sources, top),
        );
      }
      for (const task of shown.longTasks) {
        lines.push(
          '',
          `#### ${formatMs(task.duration)} at ${formatMs(task.start)} (blocking ${formatMs(task.blocking)})`,
          '',
          `Sampled: ${task.samples} samples over ${formatMs(task.sampled)}; longest gap ${formatMs(task.longestGap)}${task.longestGap >= SPARSE_GAP_MS ? ` (over ${SPARSE_GAP_MS} ms: the machine starved the sampler, so the shares are rough)` : ''}.`,
          '',
          ...sourceTable(task.sources, top),
        );
        if (task.functions.length)
          lines.push(
            '',
            `Functions: ${task.functions
              .filter((fn) => fn.ms >= 0.5)
              .slice(0, top)
              .map((fn) => `${cellText(fn.name)} ${Math.round(fn.ms)} ms`)
              .join(' · ')}`,
          );
        if (task.work.length)
          lines.push(
            '',
            `Trace events: ${task.work.map((item) => `${item.category} ${Math.round(item.ms)} ms`).join(' · ')}`,
          );
      }
    }
    lines.push('');
  }
  return lines.join('\n');
}
