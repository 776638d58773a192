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
}
export interface PageReport {
  page: string;
  median: Omit<RunFigures, 'protocol'>;
  runs: RunFigures[];
  failingAudits: string[];
  layoutShifts: Array<{ score: number; selector: string; snippet: string }>;
}
export const protectedPages: readonly string[];
export const publicPages: readonly string[];
export const metrics: ReadonlyArray<readonly [string, string]>;
export function median(values: number[]): number;
export function medianFigures(runs: RunFigures[]): Omit<RunFigures, 'protocol'>;
export function markdown(report: {
  tool: string;
  served: string;
  runs: number;
  pages: PageReport[];
}): string;
