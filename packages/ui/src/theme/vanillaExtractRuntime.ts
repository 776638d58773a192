// Never imported: .storybook/main.ts hands this file to Vite's dependency scanner for story tests.
// vanilla-extract's plugin adds these imports while it compiles .css.ts files, after the scan, so a
// cold Vitest run would re-bundle them mid-run, reload, and fail whichever story was loading.
import '@vanilla-extract/sprinkles/createRuntimeSprinkles';
