export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  FCP: number;
  LCP: number;
  TBT: number;
  CLS: number;
  SI: number;
  protocol: string | null;
  benchmarkIndex?: number;
}
export interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}
export interface PageReport {
  page: string;
  /** The bare React + router + query page the bench builds (issue 43). */
  baseline?: boolean;
  median: Omit<RunFigures, 'protocol' | 'benchmarkIndex'>;
  runs: RunFigures[];
  longTasks?: LongTask[];
  failingAudits: string[];
  layoutShifts: Array<{ score: number; selector: string; snippet: string }>;
}
export const protectedPages: readonly string[];
export const publicPages: readonly string[];
export const metrics: ReadonlyArray<readonly [string, string]>;
export function median(values: number[]): number;
export function medianFigures(runs: RunFigures[]): Omit<RunFigures, 'protocol' | 'benchmarkIndex'>;
export function tbtRatio(tbt: number, baselineTbt: number | undefined): string;
export function markdown(report: {
  tool: string;
  served: string;
  runs: number;
  benchmarkIndex: number;
  benchmarkIndexRange: [number, number];
  pages: PageReport[];
}): string;
