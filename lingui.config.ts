import babelExtractor from '@lingui/cli/api/extractors/babel';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { routeManifestExtractor } from './packages/i18n/build/routeManifestExtractor.ts';

/**
 * DECISIONS D18. `pnpm i18n:extract` collects every message of the UI into one catalogue per language
 * (packages/i18n/locales/<language>.po, keyed by the English text); `pnpm i18n` (extract, then the catalogues
 * test) fails on a message missing from one or kept by one after the code dropped it. The macros compile to
 * @tp/i18n's runtime.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/packages/i18n/locales/{locale}',
      include: [
        '<rootDir>/packages/ui/src',
        '<rootDir>/app/src',
        '<rootDir>/packages/i18n/specTexts',
      ],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
  // The route manifest's titles and labels are plain strings (issue 42); every other file, the macros.
  extractors: [routeManifestExtractor, babelExtractor],
  format: formatter({ lineNumbers: false }),
  runtimeConfigModule: {
    i18n: ['@tp/i18n', 'i18n'],
    Trans: ['@tp/i18n', 'Trans'],
    useLingui: ['@tp/i18n', 'useLingui'],
  },
});
