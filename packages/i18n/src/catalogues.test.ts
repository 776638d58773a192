import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatSource } from './formatSource';

/**
 * DECISIONS D18: every language but English is complete. The code's messages are extracted afresh (as
 * `pnpm i18n:extract` would, into a scratch folder) and each catalogue must translate every one of them, keep
 * each placeholder and slot, and hold nothing the code no longer says.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const po = formatter({ lineNumbers: false });

async function entriesOf(file: string) {
  const catalog = await po.parse(readFileSync(file, 'utf8'), {
    locale: null,
    sourceLocale: 'en',
    filename: file,
  });
  return Object.values(catalog ?? {});
}

/** `{name}`, `{count, plural, …}` and `<0>` … as a sorted list: what a translation must keep. */
function slotsOf(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([\w$]+)\s*[,}]/gu)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?\$?\d+\/?>/gu)].map((match) => match[0]);
  return [...new Set([...names, ...tags])].sort();
}

let extracted: string[] = [];

beforeAll(async () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'i18n-extract-'));
  const config = path.join(scratch, 'lingui.config.ts');
  writeFileSync(
    config,
    `import config from ${JSON.stringify(path.join(root, 'lingui.config.ts'))};
export default { ...config, rootDir: ${JSON.stringify(root)}, locales: ['en'],
  catalogs: config.catalogs.map((catalog) => ({ ...catalog, path: ${JSON.stringify(path.join(scratch, '{locale}'))} })) };`,
  );
  execFileSync('pnpm', ['exec', 'lingui', 'extract', '--config', config], {
    cwd: root,
    stdio: 'pipe',
  });
  extracted = (await entriesOf(path.join(scratch, 'en.po')))
    .filter((entry) => !entry.obsolete)
    .map((entry) => entry.message!)
    .filter(Boolean);
}, 120_000);

describe.each(['es', 'fr', 'de', 'hi'])('the %s catalogue', (language) => {
  it('translates every message of the code, keeping its placeholders and slots', async () => {
    expect(extracted.length).toBeGreaterThan(20);
    const entries = await entriesOf(path.join(root, `packages/i18n/locales/${language}.po`));
    const translations = new Map(
      entries
        .filter((entry) => !entry.obsolete)
        .map((entry) => [entry.message!, entry.translation ?? '']),
    );
    const missing = extracted.filter((message) => !translations.get(message));
    expect(missing, 'messages without a translation (pnpm i18n:extract, then translate)').toEqual(
      [],
    );
    const broken = extracted.filter((message) => {
      const translation = translations.get(message)!;
      compileMessage(translation);
      return slotsOf(translation).join() !== slotsOf(message).join();
    });
    expect(broken, 'translations that lose or add a placeholder or slot').toEqual([]);
  });

  it('holds no message the code no longer has', async () => {
    const entries = await entriesOf(path.join(root, `packages/i18n/locales/${language}.po`));
    const inCode = new Set(extracted);
    const unused = entries
      .map((entry) => entry.message!)
      .filter((message) => message && !inCode.has(message));
    expect(unused, 'run pnpm i18n:extract to drop them').toEqual([]);
  });
});

describe('the English of the code', () => {
  /** Lingui's compiler and core, as other languages use them: the oracle for `formatSource`. */
  const lingui = (message: string, values: Record<string, unknown>) =>
    setupI18n({ locale: 'en-US', messages: { 'en-US': { m: compileMessage(message) } } })._(
      'm',
      values,
    );

  it('is written by formatSource exactly as Lingui would write it, for every message', () => {
    expect(extracted.length).toBeGreaterThan(20);
    const differ = extracted.flatMap((message) => {
      const names = [
        ...new Set([...message.matchAll(/\{\s*([\w$]+)\s*([,}])/gu)].map((m) => m[1]!)),
      ];
      const plural = new Set(
        [...message.matchAll(/\{\s*([\w$]+)\s*,\s*plural/gu)].map((m) => m[1]!),
      );
      return [0, 1, 2, 1234].flatMap((count) => {
        const values = Object.fromEntries(
          names.map((name) => [name, plural.has(name) ? count : `<${name}>`]),
        );
        const ours = formatSource(message, values);
        const theirs = lingui(message, values);
        return ours === theirs ? [] : [`${message} → ${ours} ≠ ${theirs}`];
      });
    });
    expect(differ).toEqual([]);
  });
});
