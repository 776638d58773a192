// Types of message-coverage-core.mjs (a plain script module, imported by its unit test).

export interface StaticMessage {
  text: string;
  keys: string[];
}
export interface DynamicMessage extends StaticMessage {
  /** A RegExp source: the fixed parts, each parameter as 1–80 characters. */
  pattern: string;
}
export interface Messages {
  static: StaticMessage[];
  dynamic: DynamicMessage[];
}
export interface StoryRecord {
  id: string;
  label?: string;
  text?: string;
  fields?: string[];
  names?: string[];
}
export interface CoverageException {
  text: string;
  reason: string;
}
export interface Coverage {
  shownBy: Map<string, string[]>;
  namedBy: Map<string, string[]>;
}
export interface Verdict {
  missing: StaticMessage[];
  staleExceptions: StaticMessage[];
  unknownExceptions: string[];
}

export function normalize(text: string): string;
export function collectMessages(moduleExports: Record<string, unknown>): Messages;
export function messagesIn(haystack: string, messages: Messages): Set<string>;
export function storyShows(
  record: StoryRecord,
  messages: Messages,
): { shown: Set<string>; named: Set<string> };
export function coverage(records: readonly StoryRecord[], messages: Messages): Coverage;
export function verdict(
  messages: Messages,
  coverage: Coverage,
  exceptions: readonly CoverageException[],
): Verdict;
export function coverageMarkdown(
  messages: Messages,
  records: readonly StoryRecord[],
  exceptions: readonly CoverageException[],
  options?: { storybookUrl?: string; storiesPerText?: number },
): Verdict & { markdown: string; shown: number };
