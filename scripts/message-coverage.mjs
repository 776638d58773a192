#!/usr/bin/env node
// The message-coverage gate. Run after the light story tests (`pnpm exec vitest run --project
// storybook`), which record what each story shows in test-results/story-texts/ (see
// scripts/message-coverage-record.ts). Writes docs/message-coverage.md: every spec text of
// @tp/messages and the stories that show it. Exits 1 when a text is shown by no story and is not
// on the reviewed list (scripts/messageCoverageExceptions.mjs), or when that list is out of date.
// The written table may differ from the committed one: the gate is about coverage, not drift.
//
// Options: --records <dir> (default test-results/story-texts), --out <file> (default
// docs/message-coverage.md); STORYBOOK_URL sets the base of the story links.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import { collectMessages, coverageMarkdown } from './message-coverage-core.mjs';
import { messageCoverageExceptions } from './messageCoverageExceptions.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    records: { type: 'string', default: path.join(root, 'test-results/story-texts') },
    out: { type: 'string', default: path.join(root, 'docs/message-coverage.md') },
  },
});

function readRecords(directory) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(directory, file), 'utf8')));
}

const records = readRecords(options.records);
if (records.length === 0) {
  console.error(
    `message coverage: no story records in ${path.relative(root, options.records)}; ` +
      'run the story tests first (pnpm exec vitest run --project storybook).',
  );
  process.exit(1);
}

// @tp/messages is TypeScript; Vite's module runner loads it as the app would.
const { module: messagesModule } = await runnerImport(
  path.join(root, 'packages/messages/src/index.ts'),
  { logLevel: 'silent' },
);
const messages = collectMessages(messagesModule);
const { markdown, shown, missing, staleExceptions, unknownExceptions } = coverageMarkdown(
  messages,
  records,
  messageCoverageExceptions,
  process.env.STORYBOOK_URL ? { storybookUrl: process.env.STORYBOOK_URL.replace(/\/$/u, '') } : {},
);
writeFileSync(options.out, markdown);

const all = [...messages.static, ...messages.dynamic];
console.log(
  `message coverage: ${shown} of ` +
    `${all.length} texts shown by ${records.length} stories, ` +
    `${messageCoverageExceptions.length} reviewed exceptions; table in ${path.relative(root, options.out)}`,
);
for (const message of missing)
  console.error(`  shown by no story: "${message.text}" (${message.keys.join(', ')})`);
for (const message of staleExceptions)
  console.error(`  excepted but shown by a story, remove the exception: "${message.text}"`);
for (const text of unknownExceptions)
  console.error(`  excepted but not a text of @tp/messages: "${text}"`);
if (missing.length || staleExceptions.length || unknownExceptions.length) process.exit(1);
