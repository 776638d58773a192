/**
 * Node side of the story-text recording (see message-coverage-record.ts): a Vitest browser
 * command that writes one JSON file per story, a stories file's stories at once. A custom
 * command, not Vitest's `writeFile`, because the Storybook plugin turns browser file writes off.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserCommand } from 'vitest/node';

export interface StoryTextsRecord {
  /** Storybook's story id, e.g. `screens-login-loginview--validation-errors`. */
  id: string;
  /** What the table's link says, e.g. `LoginView › Empty Form Messages`. */
  label: string;
  /** `document.body.innerText` once the play function finished. */
  text: string;
  /** Placeholders and values of visible text fields. */
  fields: string[];
  /** `aria-label`, `title` and `alt` of visible elements. */
  names: string[];
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    recordStoryTexts: (records: StoryTextsRecord[]) => Promise<void>;
  }
}

export function recordStoryTexts(directory: string): BrowserCommand<[StoryTextsRecord[]], void> {
  return async (_context, records) => {
    await mkdir(directory, { recursive: true });
    await Promise.all(
      records.map((record) => {
        const file = `${record.id.replace(/[^\w.-]/g, '_')}.json`;
        return writeFile(path.join(directory, file), `${JSON.stringify(record)}\n`);
      }),
    );
  };
}
