// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as messages from './index';

const docs = path.resolve(import.meta.dirname, '../../../docs');
const specText = ['spec/1-public-site-and-auth.md', 'spec/2-account-area.md', 'DECISIONS.md']
  .map((file) => readFileSync(path.join(docs, file), 'utf8'))
  .join('\n');

/** Texts the spec does not have, each with the reason it exists. */
const notInSpec = new Set<string>([
  messages.httpErrors.timeout, // the spec's client has a 10 s timeout but no text for it
  messages.httpErrors.network, // nor for a lost connection
]);

type Entry = { name: string; value: unknown };

function entries(): Entry[] {
  return Object.entries(messages).flatMap(([group, texts]) =>
    Object.entries(texts as Record<string, unknown>).map(([key, value]) => ({
      name: `${group}.${key}`,
      value,
    })),
  );
}

/** The fixed parts of a template, found by calling it with markers. */
function fixedParts(template: (...args: never[]) => string): string[] {
  const marker = '\u0000';
  const filled = (template as (...args: unknown[]) => string)(marker, marker, marker);
  return filled
    .split(marker)
    .map((part) => part.replace(/\$$/, '').trim())
    .filter((part) => part.length > 3);
}

describe('@tp/messages', () => {
  it.each(entries())('$name is the spec text, byte for byte', ({ value }) => {
    if (typeof value === 'function') {
      for (const part of fixedParts(value as () => string)) expect(specText).toContain(part);
      return;
    }
    expect(typeof value).toBe('string');
    if (notInSpec.has(value as string)) return;
    expect(specText).toContain(value);
  });

  it('writes each text once', () => {
    const source = ['auth.ts', 'wallet.ts', 'account.ts', 'app.ts']
      .map((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8'))
      .join('\n')
      .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const literals = [...source.matchAll(/'((?:[^'\\]|\\.)+)'/g)].map((match) => match[1]);
    const repeated = literals.filter((text, index) => literals.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });
});
