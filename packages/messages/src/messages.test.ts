// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as messages from './index';

const docs = path.resolve(import.meta.dirname, '../../../docs');
const specText = ['spec/1-public-site-and-auth.md', 'spec/2-account-area.md', 'DECISIONS.md']
  .map((file) => readFileSync(path.join(docs, file), 'utf8'))
  .join('\n');

/** Texts the spec does not have, each with the reason it exists. */
const notInSpec = new Set<unknown>([
  messages.httpErrors.timeout, // the spec's client has a 10 s timeout but no text for it
  messages.httpErrors.network, // nor for a lost connection
  // D16 checks a crypto address against its chain; the spec has no such rule, so no text for it.
  messages.walletAddressValidation.notOfChain,
  messages.walletAddressValidation.checksumMismatch,
  // D16 refuses look-alike e-mail addresses (TR39) but words no text for it.
  messages.emailAddressMessages.lookalike,
  // D16's address book, allow-list and hold after a credential change: the spec has none of them.
  ...Object.values(messages.addressBookMessages),
  ...Object.values(messages.withdrawalHoldMessages),
]);

type Entry = { name: string; value: unknown };

const root = path.resolve(import.meta.dirname, '../../..');
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

/** Every TypeScript file of the project but this package and generated code. */
function projectSources(): string[] {
  return ['app', 'packages', 'mocks', 'e2e', '.storybook'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !/node_modules|dist|\.gen\.|^packages.messages/.test(file)),
  );
}

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
    if (notInSpec.has(value)) return;
    if (typeof value === 'function') {
      for (const part of fixedParts(value as () => string)) expect(specText).toContain(part);
      return;
    }
    expect(typeof value).toBe('string');
    expect(specText).toContain(value);
  });

  it('writes each text once', () => {
    const source = [
      'auth.ts',
      'wallet.ts',
      'addressBook.ts',
      'withdrawalHold.ts',
      'account.ts',
      'app.ts',
    ]
      .map((file) => withoutComments(readFileSync(path.join(import.meta.dirname, file), 'utf8')))
      .join('\n');
    const literals = [...source.matchAll(/'((?:[^'\\]|\\.)+)'/g)].map((match) => match[1]);
    const repeated = literals.filter((text, index) => literals.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it('is the only place a spec text is written: code, stories and tests import it', () => {
    const texts = entries()
      .map(({ value }) => value)
      .filter((value): value is string => typeof value === 'string' && value.length >= 12);
    const retyped = projectSources().flatMap((file) => {
      const source = withoutComments(readFileSync(path.join(root, file), 'utf8'));
      return texts
        .filter((text) =>
          // A string, a template, a JSX attribute or JSX text; a quote inside a test's title is fine.
          [`'${text}'`, `\`${text}\``, `="${text}"`, `>${text}<`].some((written) =>
            source.includes(written),
          ),
        )
        .map((text) => `${file}: ${text}`);
    });
    expect(retyped).toEqual([]);
  });
});
