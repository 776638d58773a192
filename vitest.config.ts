import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { recordStoryTexts } from './scripts/message-coverage-command.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const storyTextsDir = path.join(dirname, 'test-results/story-texts');

/** Every story as a browser test (play function + axe), in one theme. */
function storyProject(name: string, theme: 'light' | 'dark'): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
    test: {
      name,
      // Read at run time by .storybook/preview.tsx (a `define` would be baked into the shared transform cache).
      env: { VITE_STORY_THEME: theme },
      testTimeout: 30_000,
      // One page for all the files instead of a fresh iframe per file (the setup was half the run: 40 files
      // 556 → 362 s); each story still mounts afresh and sets its own MSW handlers (mswLoader).
      isolate: false,
      // The light run records what each story shows, for scripts/message-coverage.mjs.
      ...(theme === 'light' ? { setupFiles: ['./scripts/message-coverage-record.ts'] } : {}),
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions }),
        instances: [{ browser: 'chromium' }],
        ...(theme === 'light'
          ? { commands: { recordStoryTexts: recordStoryTexts(storyTextsDir) } }
          : {}),
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { dedupe: ['react', 'react-dom'] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'mocks/src/**/*.test.{ts,tsx}',
            'app/src/**/*.test.{ts,tsx}',
            'openapi/**/*.test.ts',
            'scripts/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 20_000,
        },
      },
      storyProject('storybook', 'light'),
      storyProject('storybook-dark', 'dark'),
    ],
  },
});
