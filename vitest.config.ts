import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { recordStoryTexts } from './scripts/message-coverage-command.ts';
import { linguiMacros, poCatalogue } from './packages/i18n/build/vitePlugins.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const storyTextsDir = path.join(dirname, 'test-results/story-texts');

/**
 * Every story as a browser test: its play function, axe in the light theme, then its final state's
 * colours in the dark theme (.storybook/darkContrast.ts).
 */
const storyProject: TestProjectInlineConfiguration = {
  extends: true,
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    // One page for all the files instead of a fresh iframe per file (the setup was half the run: 40 files
    // 556 → 362 s); each story still mounts afresh and sets its own MSW handlers (mswLoader).
    isolate: false,
    // Two pages at a time (Vitest keeps a core for itself by default: one page on a 2-core machine).
    maxWorkers: 2,
    // Records what each story shows, for scripts/message-coverage.mjs.
    setupFiles: ['./scripts/message-coverage-record.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
      commands: { recordStoryTexts: recordStoryTexts(storyTextsDir) },
    },
  },
};

/** Where unit tests live (without the extension). */
const unitFiles = [
  'packages/*/src/**/*',
  'mocks/src/**/*',
  'app/src/**/*',
  'openapi/**/*',
  'scripts/**/*',
  'deploy/**/*',
  '.storybook/*',
];
const unitTest = {
  setupFiles: ['./vitest.setup.ts'],
  testTimeout: 20_000,
  // Vitest keeps one core for itself by default: on a 2-core machine that is one test file at a time.
  maxWorkers: 2,
};

export default defineConfig({
  plugins: [linguiMacros(), poCatalogue(), react(), vanillaExtractPlugin()],
  resolve: { dedupe: ['react', 'react-dom'] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...unitTest,
          name: 'unit',
          // Components and hooks, in jsdom with Testing Library.
          include: unitFiles.map((glob) => `${glob}.test.tsx`),
          environment: 'jsdom',
        },
      },
      {
        extends: true,
        test: {
          ...unitTest,
          name: 'unit-node',
          // Logic, contracts, the mock backend and scripts, in Node: no DOM to build for each file
          // (a file that needs one says `@vitest-environment jsdom` in its first comment).
          include: unitFiles.map((glob) => `${glob}.test.ts`),
          environment: 'node',
        },
      },
      storyProject,
    ],
  },
});
