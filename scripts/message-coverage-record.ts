/**
 * Story-test setup file (light project only): once a story's play function and its afterEach
 * hooks (axe) have finished, records what the page shows and hands it to Node, which writes
 * `test-results/story-texts/<story id>.json` for `scripts/message-coverage.mjs` (after each
 * stories file).
 *
 * The story is still mounted here: Storybook's portable stories unmount the previous story at
 * the start of the next one, not at the end of their own test.
 */
import { afterAll, afterEach } from 'vitest';
import { commands } from 'vitest/browser';
import type { StoryTextsRecord } from './message-coverage-command.ts';

/** Inputs whose value is something the user reads (not a secret, not a box). */
const readableInputTypes = new Set(['', 'text', 'email', 'tel', 'number', 'search', 'url']);

const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });

/** What the page shows now: rendered text, what form fields hold, and accessible names. */
function shownTexts(): Omit<StoryTextsRecord, 'id' | 'label'> {
  // innerText leaves out display:none and collapsed content; open dialogs and portals live in body too.
  const text = document.body.innerText;
  const fields: string[] = [];
  for (const field of document.body.querySelectorAll('input, textarea')) {
    if (!visible(field)) continue;
    const input = field as HTMLInputElement | HTMLTextAreaElement;
    if (input.placeholder) fields.push(input.placeholder);
    if (input instanceof HTMLTextAreaElement || readableInputTypes.has(input.type)) {
      if (input.value) fields.push(input.value);
    }
  }
  const names: string[] = [];
  for (const named of document.body.querySelectorAll('[aria-label], [title], img[alt]')) {
    if (!visible(named)) continue;
    for (const attribute of ['aria-label', 'title', 'alt']) {
      const value = named.getAttribute(attribute);
      if (value) names.push(value);
    }
  }
  return { text, fields, names };
}

// Sent once per stories file: one call per story cost ~30 ms each on a busy machine.
const records: StoryTextsRecord[] = [];

afterEach(({ task }) => {
  const storyId = (task.meta as { storyId?: string }).storyId;
  // A story that failed or was skipped did not reach the end of its play function.
  if (!storyId || task.result?.state === 'skip' || (task.result?.errors?.length ?? 0) > 0) return;
  // "LoginView › Empty Form Messages": the stories file and the story's name, for the table's links.
  const file = task.file.name
    .split('/')
    .at(-1)
    ?.replace(/\.stories\.\w+$/, '');
  records.push({ id: storyId, label: `${file} › ${task.name}`, ...shownTexts() });
});

afterAll(async () => {
  if (records.length > 0) await commands.recordStoryTexts(records.splice(0));
});
