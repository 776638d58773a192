import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';

/** The app's catalogues (DECISIONS D18), read as a translator would: English text → translation. */
const root = path.resolve(import.meta.dirname, '../..');
const po = formatter({ lineNumbers: false });
const loaded = new Map<string, Map<string, string>>();

async function catalogue(language: string): Promise<Map<string, string>> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const file = path.join(root, `packages/i18n/locales/${language}.po`);
  const entries = await po.parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: file,
  });
  const map = new Map(
    Object.values(entries ?? {}).map((entry) => [entry.message!, entry.translation ?? '']),
  );
  loaded.set(language, map);
  return map;
}

/** A function that writes an English UI text in `language` (English as it is), with `{name}` values filled in. */
export async function translator(language: string) {
  const map = language === 'en' ? new Map<string, string>() : await catalogue(language);
  return (english: string, values: Record<string, string> = {}) => {
    const text = map.get(english) || english;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}
