import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { linguiMacros, poCatalogue } from '../packages/i18n/build/vitePlugins.ts';

function hasPlugin(plugins: PluginOption[], name: string): boolean {
  return plugins.some((plugin) =>
    Array.isArray(plugin)
      ? hasPlugin(plugin, name)
      : !!plugin && 'name' in plugin && plugin.name === name,
  );
}

// Imports the runtime helpers vanilla-extract's compiled styles need, so Vite pre-bundles them up front.
const vanillaExtractRuntimeEntry = 'packages/ui/src/theme/vanillaExtractRuntime.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Stories that test behaviour over steps (a double click makes one request, editing clears a message, focus
  // returns) rather than show a state: hidden from the sidebar until its tag filter includes them, left off
  // the docs pages (each such story also says `!autodocs`), still run by the story tests.
  tags: { interaction: { defaultFilterSelection: 'exclude' } },
  // MSW's worker: one copy, shared with the demo app.
  staticDirs: ['../app/mock-worker'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const plugins = viteConfig.plugins ?? [];
    if (process.env.VITEST) {
      // The root vitest.config.ts already brings vanilla-extract (twice would compile each .css.ts twice).
      const entries = viteConfig.optimizeDeps?.entries ?? [];
      return {
        ...viteConfig,
        optimizeDeps: {
          ...viteConfig.optimizeDeps,
          entries: [...(Array.isArray(entries) ? entries : [entries]), vanillaExtractRuntimeEntry],
        },
      };
    }
    // `storybook dev/build` read no vite.config (the repo has only vitest.config.ts): add the plugins here.
    const added = [
      ...(hasPlugin(plugins, 'tp-lingui-macros') ? [] : [linguiMacros(), poCatalogue()]),
      ...(hasPlugin(plugins, 'vanilla-extract') ? [] : [vanillaExtractPlugin()]),
    ];
    return { ...viteConfig, plugins: [...plugins, ...added] };
  },
};

export default config;
