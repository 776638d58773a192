#!/usr/bin/env node
// Fills the catalogues (packages/i18n/locales/<language>.po) from translation files:
//   node scripts/i18n-import.mjs translations.json [more.json…]
// Each file: { "<English message, as extracted>": { "es": "…", "fr": "…", "de": "…", "hi": "…" } }. A translation
// replaces the catalogue's; a message the catalogue does not hold (run `pnpm i18n:extract` first) is reported.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const languages = ['es', 'fr', 'de', 'hi'];
const po = formatter({ lineNumbers: false });

const translations = {};
for (const file of process.argv.slice(2))
  Object.assign(translations, JSON.parse(readFileSync(file, 'utf8')));

const unknown = new Set(Object.keys(translations));
for (const language of languages) {
  const file = path.join(root, `packages/i18n/locales/${language}.po`);
  const context = { locale: language, sourceLocale: 'en', filename: file };
  const catalog = await po.parse(readFileSync(file, 'utf8'), context);
  let filled = 0;
  for (const entry of Object.values(catalog)) {
    const translated = translations[entry.message]?.[language];
    if (!translated) continue;
    unknown.delete(entry.message);
    entry.translation = translated;
    filled += 1;
  }
  writeFileSync(
    file,
    await po.serialize(catalog, { ...context, existing: readFileSync(file, 'utf8') }),
  );
  console.log(`${language}: ${filled} translations`);
}
if (unknown.size > 0) {
  console.log(
    `${unknown.size} messages are in no catalogue (not in the code, or not extracted yet):`,
  );
  for (const message of unknown) console.log(`  ${JSON.stringify(message)}`);
}
