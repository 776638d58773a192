import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * Every docs page of the built Storybook (scripts/run-tests.sh builds it into storybook-static/) shows each
 * of its stories as that story's own canvas: an iframe of the story in story mode, so its play function,
 * mock API and dialogs are its own and it ends in the state its canvas ends in. No dialog is open over the
 * page itself. The story frames are not loaded here: what they show is what the story tests check.
 */
interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, IndexEntry> };
const entries = Object.values(index.entries);
const docsPages = entries.filter(
  ({ type, tags = [] }) => type === 'docs' && !tags.includes('unattached-mdx'),
);
/** The stories a component's docs page lists: its states (interaction tests are tagged `!autodocs`). */
const storiesOf = (title: string) =>
  entries
    .filter(
      ({ type, title: of, tags = [] }) =>
        type === 'story' && of === title && tags.includes('autodocs'),
    )
    .map(({ id }) => id);

/** Opens a docs page in the already loaded preview, as Storybook's sidebar does (no reload per page). */
async function openDocs(page: Page, id: string, title: string) {
  await page.evaluate((storyId) => {
    const channel = (
      window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (...args: unknown[]) => void } }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('setCurrentStory', { storyId, viewMode: 'docs' });
  }, id);
  const name = title.split('/').at(-1)!;
  await expect(page.locator('#storybook-docs h1').first()).toHaveText(name);
}

test('every docs page shows each of its stories in its own canvas, and no dialog over the page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(docsPages.length).toBeGreaterThan(50);
  // Only the docs pages themselves: their story frames stay empty.
  await page.route(/\/iframe\.html\?.*viewMode=story/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>story</title>' }),
  );
  await page.goto(`/iframe.html?id=${docsPages[0]!.id}&viewMode=docs`);
  for (const { id, title } of docsPages) {
    await test.step(title, async () => {
      await openDocs(page, id, title);
      const stories = storiesOf(title);
      const framedStories = async () => {
        const frames = await page
          .locator('#storybook-docs [data-story-block]')
          .evaluateAll((blocks) =>
            blocks.map((block) => block.querySelector('iframe')?.getAttribute('src') ?? 'inline'),
          );
        return frames.map((src) => {
          if (src === 'inline') return src;
          const url = new URL(src, 'http://storybook.test/');
          return url.pathname.endsWith('/iframe.html') &&
            url.searchParams.get('viewMode') === 'story'
            ? url.searchParams.get('id')
            : `not a canvas: ${src}`;
        });
      };
      // Each story once (the first one may be drawn twice: at the top and in the list), each in a canvas.
      await expect
        .poll(async () => [...new Set(await framedStories())].sort())
        .toEqual([...stories].sort());
      expect((await framedStories()).length).toBeLessThanOrEqual(stories.length + 1);
      // A dialog drawn in the page itself would sit in a portal on <body>, outside #storybook-docs.
      await expect(page.locator('[role="dialog"]')).toHaveCount(0);
    });
  }
});
