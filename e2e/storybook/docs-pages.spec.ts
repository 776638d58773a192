import { readFileSync } from 'node:fs';
import { expect, test, type Frame, type Page } from '@playwright/test';
import type { Shown, StoryShown } from '../../.storybook/shownAtEnd';

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

/** Waits until `frame`'s story (`storyId`) has ended. */
async function storyEnded(frame: Frame, storyId: string): Promise<void> {
  await frame
    .waitForFunction(
      (id) => (window as unknown as { __storyShown?: StoryShown }).__storyShown?.storyId === id,
      storyId,
      { timeout: 60_000, polling: 50 },
    )
    .catch((error: unknown) => {
      throw new Error(`${storyId} did not end within 60 s: ${String(error)}`);
    });
}

/** What `frame`'s ended story shows now. */
const shownNow = async (frame: Frame) =>
  await frame.evaluate(() =>
    (window as unknown as { __storyShown: StoryShown }).__storyShown.read(),
  );

/**
 * Reads a frame and its canvas, both ended, until they show the same (a part that arrives by itself after
 * the play comes to both, however slow the machine); after 15 s what each shows is the difference.
 */
async function agreement(framed: Frame, canvas: Frame) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [inFrame, inCanvas] = await Promise.all([shownNow(framed), shownNow(canvas)]);
    const agree = JSON.stringify(inFrame) === JSON.stringify(inCanvas) && !inFrame.failed;
    if (agree || Date.now() > deadline) return { agree, framed: inFrame, canvas: inCanvas };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Switches the loaded preview of `page` to a story or docs page, as Storybook's sidebar does (no reload). */
async function setCurrentStory(page: Page, storyId: string, viewMode: 'story' | 'docs') {
  await page.evaluate(
    (selection) => {
      const channel = (
        window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: { emit: (...args: unknown[]) => void };
        }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('setCurrentStory', selection);
    },
    { storyId, viewMode },
  );
}

/** Opens a docs page in the already loaded preview. */
async function openDocs(page: Page, id: string, title: string) {
  await setCurrentStory(page, id, 'docs');
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
      // Each story once: the first at the top, not again at the head of the list (DocsPageBlocks.tsx).
      await expect.poll(async () => (await listed()).sort()).toEqual([...stories].sort());
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
async function settledFrame(page: Page, blockIndex: number, storyId: string) {
  const block = blocks(page).nth(blockIndex);
  await block.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  await page.waitForFunction(
    (element) => element?.getAttribute('data-frame-phase') === 'settled',
    await block.elementHandle(),
    { timeout: 90_000, polling: 50 },
  );
  const frame = (await (await block.locator('iframe').elementHandle())!.contentFrame())!;
  await storyEnded(frame, storyId);
  return { frame, pageMoved: (await page.evaluate(() => window.scrollY)) !== scrolledTo };
}

/** Shows `storyId` in the one canvas of `canvas`, switched as the sidebar does, and waits for its end. */
async function showInCanvas(canvas: Page, storyId: string) {
  await setCurrentStory(canvas, storyId, 'story');
  await storyEnded(canvas.mainFrame(), storyId);
}

for (const { id, title } of screenDocsPages) {
  test(`${title}: each frame of the docs page ends as its canvas does, and the page stays at its title`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(600_000);
    await page.goto(`/iframe.html?id=${id}&viewMode=docs`);
    const heading = page.locator('#storybook-docs h1').first();
    await expect(heading).toHaveText(title.split('/').at(-1)!);
    // Each story once (the docs blocks load with the page, so the frames come a moment after the title).
    const storyIds = storiesOf(title);
    await expect(blocks(page)).toHaveCount(storyIds.length);

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

    // Each story's canvas runs beside its frame, in a context of its own: its own storage and service worker.
    const { baseURL, viewport, locale, timezoneId } = test.info().project.use;
    const canvasContext = await browser.newContext({
      baseURL,
      viewport,
      locale,
      timezoneId,
      reducedMotion: 'reduce',
    });
    const canvas = await canvasContext.newPage();
    await canvas.goto(`/iframe.html?id=${storyIds[0]}&viewMode=story&globals=a11y.manual:!true`);

    const walked: string[] = [];
    const movedThePage: string[] = [];
    const differences: { storyId: string; framed: Shown; canvas: Shown }[] = [];
    for (let blockIndex = 0; blockIndex < storyIds.length; blockIndex += 1) {
      const storyId = (await blocks(page).nth(blockIndex).getAttribute('data-story-id'))!;
      const [{ frame, pageMoved }] = await Promise.all([
        settledFrame(page, blockIndex, storyId),
        showInCanvas(canvas, storyId),
      ]);
      if (pageMoved) movedThePage.push(storyId);
      const { agree, ...shown } = await agreement(frame, canvas.mainFrame());
      if (!agree) differences.push({ storyId, ...shown });
      walked.push(storyId);
    }
    await canvasContext.close();
    expect(walked.sort()).toEqual([...storyIds].sort());
    expect(movedThePage).toEqual([]);
    // Every frame has given focus back: the reader's stays on the page.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(differences).toEqual([]);
  });
}
