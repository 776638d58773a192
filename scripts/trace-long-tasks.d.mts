import type { TraceMap } from '@jridgewell/trace-mapping';

/** A Chrome trace event, as much of it as the analysis reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  cat?: string;
  args?: Record<string, unknown>;
}
export interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
  scriptId?: number;
  codeType?: string;
}
export interface MainThread {
  pid: number;
  tid: number;
  navigationStart: number;
  firstContentfulPaint: number | null;
  missedStart: number | null;
}
export interface Sample {
  time: number;
  line: number;
  column: number;
  frame: CallFrame | null;
  caller: CallFrame | null;
}
export interface Ranked {
  name: string;
  ms: number;
  percent: number;
}
export interface LongTask {
  start: number;
  duration: number;
  blocking: number;
  sampled: number;
  samples: number;
  longestGap: number;
  sources: Ranked[];
  functions: Ranked[];
  work: Array<{ category: string; ms: number }>;
}
export interface TraceAnalysis {
  thread: { pid: number; tid: number };
  missedStart: number | null;
  firstContentfulPaint: number | null;
  samples: number;
  totalBlockingTime: number;
  longTasks: LongTask[];
}
export interface ProfileRun extends TraceAnalysis {
  url: string;
  ready: boolean;
  readyAt: number | null;
  finalUrl?: string;
}

export const LONG_TASK_MS: number;
export const ORIGIN_MARK: string;
export function traceEventsOf(trace: TraceEvent[] | { traceEvents: TraceEvent[] }): TraceEvent[];
export function findMainThread(events: TraceEvent[], url: string): MainThread | null;
export function topLevelTasks(
  events: TraceEvent[],
  thread: { pid: number; tid: number },
): Array<{ start: number; end: number }>;
export function longTasks(
  events: TraceEvent[],
  thread: { pid: number; tid: number },
  options?: { threshold?: number; from?: number },
): Array<{ start: number; end: number }>;
export function cpuSamples(events: TraceEvent[], thread: { pid: number; tid: number }): Sample[];
export function sourceName(file: string, root?: string): string;
export function analyseTrace(
  trace: TraceEvent[] | { traceEvents: TraceEvent[] },
  options: {
    url: string;
    mapFor?: (url: string) => TraceMap | null;
    root?: string;
    topFunctions?: number;
  },
): TraceAnalysis;
export function markdown(
  report: {
    served: string;
    slowdowns: Array<{
      cpu: number;
      pages: Array<{ page: string; shownRun: number; runs: ProfileRun[] }>;
    }>;
  },
  options?: { top?: number },
): string;
