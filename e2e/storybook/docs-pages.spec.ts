import { readFileSync } from 'node:fs';
import { expect, test, type Frame, type Page } from '@playwright/test';
import type { Shown } from '../../.storybook/shownAtEnd';

/**
 * The docs pages of the built Storybook (scripts/run-tests.sh builds it into storybook-static/). Each story
 * there is its own canvas in an iframe, started one at a time as it comes into view (.storybook/
 * DocsStoryFrame.tsx), so it ends in the state its canvas ends in; no frame scrolls the page or keeps its
 * reader's focus; no dialog is open over the page itself.
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
const screenDocsPages = docsPages.filter(({ title }) => title.startsWith('Screens/'));
/** The stories a component's docs page lists: its states (interaction tests are tagged `!autodocs`). */
const storiesOf = (title: string) =>
  entries
    .filter(
      ({ type, title: of, tags = [] }) =>
        type === 'story' && of === title && tags.includes('autodocs'),
    )
    .map(({ id }) => id);

const blocks = (page: Page) => page.locator('#storybook-docs [data-story-block]');

/** What `frame` showed when its story (`storyId`) ended, once it has. */
async function shownAtEnd(frame: Frame, storyId: string): Promise<Shown> {
  const handle = await frame
    .waitForFunction(
      (id) => {
        const recorded = (
          window as unknown as { __shownAtEnd?: { storyId: string; shown: unknown } }
        ).__shownAtEnd;
        return recorded?.storyId === id ? recorded.shown : undefined;
      },
      storyId,
      { timeout: 60_000, polling: 100 },
    )
    .catch((error: unknown) => {
      throw new Error(`${storyId} did not end within 60 s: ${String(error)}`);
    });
  return (await handle.jsonValue()) as Shown;
}

/** Opens a docs page in the already loaded preview, as Storybook's sidebar does (no reload per page). */
async function openDocs(page: Page, id: string, title: string) {
  await page.evaluate((storyId) => {
    const channel = (
      window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (...args: unknown[]) => void } }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('setCurrentStory', { storyId, viewMode: 'docs' });
  }, id);
  await expect(page.locator('#storybook-docs h1').first()).toHaveText(title.split('/').at(-1)!);
}

test('every docs page lists each of its stories as a frame of its own canvas, and no dialog over the page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(docsPages.length).toBeGreaterThan(50);
  // Only the docs pages themselves: the story frames that start get an empty page.
  await page.route(/\/iframe\.html\?.*viewMode=story/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>story</title>' }),
  );
  await page.goto(`/iframe.html?id=${docsPages[0]!.id}&viewMode=docs`);
  for (const { id, title } of docsPages) {
    await test.step(title, async () => {
      await openDocs(page, id, title);
      const stories = storiesOf(title);
      const listed = async () =>
        await blocks(page).evaluateAll((all) =>
          all.map((block) => block.getAttribute('data-story-id') ?? `not a frame: ${block.id}`),
        );
      // Each story once (the first one may be drawn twice: at the top and in the list).
      await expect
        .poll(async () => [...new Set(await listed())].sort())
        .toEqual([...stories].sort());
      expect((await listed()).length).toBeLessThanOrEqual(stories.length + 1);
      // A frame that has started shows its story's canvas (story mode, the page's globals, no axe run).
      const started = page.locator('#storybook-docs [data-story-block]:has(iframe)').first();
      await expect(started).toBeAttached();
      const source = new URL(
        (await started.locator('iframe').getAttribute('src'))!,
        'http://sb.test/',
      );
      expect(source.pathname).toBe('/iframe.html');
      expect(source.searchParams.get('viewMode')).toBe('story');
      expect(source.searchParams.get('id')).toBe(await started.getAttribute('data-story-id'));
      expect(source.searchParams.get('globals')).toContain('a11y.manual:!true');
      // A dialog drawn in the page itself would sit in a portal on <body>, outside #storybook-docs.
      await expect(page.locator('[role="dialog"]')).toHaveCount(0);
    });
  }
});

/** Brings a frame into view and waits for its story to end; says whether the page moved meanwhile. */
async function settledFrame(page: Page, blockIndex: number) {
  const block = blocks(page).nth(blockIndex);
  await block.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  await expect(block).toHaveAttribute('data-frame-phase', 'settled', { timeout: 90_000 });
  const frame = (await (await block.locator('iframe').elementHandle())!.contentFrame())!;
  return { frame, pageMoved: (await page.evaluate(() => window.scrollY)) !== scrolledTo };
}

/** Shows each story in one canvas, switched as the sidebar does, and reads what it shows once it has ended. */
async function canvasStates(page: Page, storyIds: string[]): Promise<Map<string, Shown>> {
  const shown = new Map<string, Shown>();
  await page.goto(`/iframe.html?id=${storyIds[0]}&viewMode=story&globals=a11y.manual:!true`);
  for (const storyId of storyIds) {
    await page.evaluate((id) => {
      const channel = (
        window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: { emit: (...args: unknown[]) => void };
        }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, storyId);
    shown.set(storyId, await shownAtEnd(page.mainFrame(), storyId));
  }
  return shown;
}

for (const { id, title } of screenDocsPages) {
  test(`${title}: each frame of the docs page ends as its canvas does, and the page stays at its title`, async ({
    page,
    context,
  }) => {
    test.setTimeout(600_000);
    await page.goto(`/iframe.html?id=${id}&viewMode=docs`);
    const heading = page.locator('#storybook-docs h1').first();
    await expect(heading).toHaveText(title.split('/').at(-1)!);
    const count = await blocks(page).count();
    expect(count).toBeGreaterThan(0);

    // The frames in view start and settle by themselves: the page has not moved, its title shows, uncovered,
    // and focus is where the reader left it (nowhere).
    await expect(blocks(page).first()).toHaveAttribute('data-frame-phase', 'settled', {
      timeout: 90_000,
    });
    await expect(page.locator('[data-frame-phase="running"]')).toHaveCount(0, { timeout: 90_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(heading).toBeInViewport();
    expect(
      await heading.evaluate((element) => {
        const { left, top, width, height } = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(left + width / 2, top + height / 2));
      }),
    ).toBe(true);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    const inFrames = new Map<string, Shown>();
    const movedThePage: string[] = [];
    for (let blockIndex = 0; blockIndex < count; blockIndex += 1) {
      const storyId = (await blocks(page).nth(blockIndex).getAttribute('data-story-id'))!;
      const { frame, pageMoved } = await settledFrame(page, blockIndex);
      if (pageMoved) movedThePage.push(storyId);
      inFrames.set(storyId, await shownAtEnd(frame, storyId));
    }
    expect([...inFrames.keys()].sort()).toEqual(storiesOf(title).sort());
    expect(movedThePage).toEqual([]);
    // Every frame has given focus back: the reader's stays on the page.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    const inCanvas = await canvasStates(await context.newPage(), [...inFrames.keys()]);
    const differences = [...inFrames].flatMap(([storyId, framed]) => {
      const canvas = inCanvas.get(storyId)!;
      return JSON.stringify(framed) === JSON.stringify(canvas) && !framed.failed
        ? []
        : [{ storyId, canvas, framed }];
    });
    expect(differences).toEqual([]);
  });
}
