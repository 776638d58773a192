import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { addons } from 'storybook/preview-api';
import { STORY_FINISHED } from 'storybook/internal/core-events';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { withApiTimeout, withPrivacy, withQueryClient, withTheme } from './decorators';
import { checkDarkContrast } from './darkContrast';
import { allModes, viewportOptions } from '../packages/ui/src/storybook/modes';
import { createStoryClock } from './storyClock';
import { DocsPage, DocsStory } from './lazyDocsBlocks';
import { recordStoryEnd } from './shownAtEnd';
import { isDocsPageFrame, keepFocusAndScrollInFrame, storyHasEnded } from './docsPageFrame';
import { SEED_NOW } from '../mocks/src/backend/seed';
import { isLanguageCode, loadLanguage, ownNames } from '@tp/i18n';
import { applyLocale } from '../packages/ui/src/shell/LanguageProvider';
import '../packages/ui/src/theme/fonts.css';

// Story tests and screenshot runs: no animation or transition, so every run renders the same frame.
if (import.meta.env.VITEST || navigator.webdriver) {
  document.documentElement.setAttribute('data-freeze-animations', '');
}

// How the story ended, on <html> (`data-story-outcome="<id>:success"` or `:error`), and what it shows from then
// on (shownAtEnd.ts): e2e/storybook/docs-pages.spec.ts holds a docs page's frames to their canvases by them.
addons
  .getChannel()
  .on(STORY_FINISHED, ({ storyId, status }: { storyId: string; status: string }) => {
    document.documentElement.dataset.storyOutcome = `${storyId}:${status}`;
    recordStoryEnd(storyId, status !== 'success');
  });

// In a docs page's frame, a story's focus and scrolling stay in its frame (docsPageFrame.ts).
if (isDocsPageFrame(window)) keepFocusAndScrollInFrame(window, () => storyHasEnded(window));

// Every story starts at the mock API's seed time, whatever the day (storyClock.ts).
const deviceDate = globalThis.Date;
const storyClock = createStoryClock(SEED_NOW);

// msw-storybook-addon 3 has no `initialize()`: the loader takes a setup function that starts the worker once.
async function startMockServiceWorker() {
  const worker = setupWorker();
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    // BASE_URL is "./" in a Storybook build (works under any sub-path) and "/" under Vitest.
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockApiWorker.js` },
  });
  return worker;
}

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    // With a project token, Chromatic snapshots every story in both themes at a phone and a desktop width.
    chromatic: { modes: allModes },
    viewport: { options: viewportOptions },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Screens', 'Shell', 'Widgets'] },
    },
    // On a docs page every story renders in its own iframe, as in its canvas: its play function runs, its
    // MSW handlers and mock backend are its own (inline, the stories of a page shared one worker and the
    // last one's handlers answered all), and an open dialog covers its own frame, not the page. The frames
    // start one at a time as they come into view (DocsStoryFrame.tsx).
    docs: {
      story: { inline: false, iframeHeight: '420px' },
      page: DocsPage,
      components: { Story: DocsStory },
    },
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
      // Callbacks are the story's to wire (their calls show in the Actions panel), not something to edit.
      exclude: /^(on[A-Z]\w*|copyText)$/,
    },
    a11y: {
      // Any axe violation fails the story test.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language (D18): every text, number and date of the story',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: Object.entries(ownNames).map(([code, name]) => ({ value: code, title: name })),
        dynamicTitle: true,
      },
    },
    privacy: {
      description: "Privacy mode (D17): the user's own amounts shown or hidden",
      toolbar: {
        title: 'Amounts',
        icon: 'eye',
        items: [
          { value: 'shown', title: 'Amounts shown', icon: 'eye' },
          { value: 'hidden', title: 'Amounts hidden', icon: 'eyeclose' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', privacy: 'shown', language: 'en' },
  // Outermost last: the theme wraps the query provider, the API timeout and privacy mode, which wrap the story.
  decorators: [withPrivacy, withApiTimeout, withQueryClient, withTheme],
  loaders: [
    mswLoader(startMockServiceWorker),
    // The story renders in the toolbar's language (or its own `globals.language`): its catalogue first.
    async ({ globals }) => {
      const language = isLanguageCode(globals.language) ? globals.language : 'en';
      await loadLanguage(language, applyLocale);
    },
  ],
  beforeEach: () => {
    storyClock.restart();
    globalThis.Date = storyClock.Date;
  },
  afterEach: async (context) => {
    // Story tests check each story's final state in the dark theme too (after the addon's light axe run).
    await checkDarkContrast(context);
    // A story test is over: Vitest's runner reads the device's clock until the next story starts. It names
    // each file's setup import after Date.now(), and a clock that starts over at every story gave two files
    // the same name: the second file's setup did not run (its stories' texts went unrecorded).
    if (import.meta.env.VITEST_STORYBOOK !== undefined) globalThis.Date = deviceDate;
  },
};

export default preview;
