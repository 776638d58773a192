import { expect, test, type Page } from '@playwright/test';
import { accountFrames } from '../app/src/prerender/prerenderedPages';
import { coins } from '@tp/mocks/backend/marketData.ts';
import { demoUsers } from './support/demoUsers';
import { chooseProfileLanguage } from './support/profileLanguage';
import { fixClockAtSeed, signIn } from './support/session';

/**
 * DECISIONS D18: with the profile in another language, no text of the product is left in English on any signed-in
 * page: the UI's own words, the spec's and the server's messages, the API's enum values (payment methods), the package
 * catalogue, country names, placeholders. Each page is read in English and then in Hindi, whose script shares no word
 * with English: a text that reads the same in both is English left behind, unless it is data (below).
 */
test.describe.configure({ timeout: 300_000 });
const data = { timeout: 30_000 };

/** One page of each signed-in route (a coin's page for the ten: their texts are the same). */
const signedInPages = accountFrames
  .filter((frame, index, all) => all.findIndex((other) => other.route === frame.route) === index)
  .map((frame) => frame.path);

/**
 * What reads the same in every language because it is a name or a value, not a text of the product: tickers and
 * currency pairs, indicator names, e-mail and chain addresses, the brand, the market's and the copy traders' names,
 * the demo user's own name, address and saved-destination labels, the session's place, and the chart library's
 * credit.
 */
const sameInEveryLanguage = [
  /^[A-Z0-9$€£¥₹.,:%()/\s+-]+$/,
  /^[\w.+-]+@[\w.-]+$/,
  /^(bc1|0x)\w+$|^\w{32,}$/,
  /^Trading Platform$/,
  /^(Apple|NVIDIA|Microsoft|Tesla)$/,
  /^(BTC|ETH|SOL) \((Bitcoin|Ethereum|Solana)\)$/,
  /^(Quant Forty-Two|Alpha Seven Capital|Blue Chip Growth|Steady FX Income|Momentum Nine|Newcomer One)$/,
  /^Alex Morgan$/,
  /^500 Market Street, San Francisco, CA 94105$/,
  /^(Solana wallet|Bitcoin savings|Ethereum wallet|Main bank account)$/,
  /^Charting by TradingView$/,
];

/** The market's coins (the mock's list, whose top coins vary with the day's prices), by name and by symbol. */
const coinNames = new Set(
  coins.flatMap((coin) => [
    coin.name,
    coin.symbol.toUpperCase(),
    // A coin page's heading (issue 44).
    `${coin.name} (${coin.symbol.toUpperCase()})`,
  ]),
);

/** Every text the page shows or names: text nodes, and the attributes a user sees or hears. */
function pageTexts(page: Page) {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('script, style')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) texts.add(text);
    }
    const attributes = ['aria-label', 'placeholder', 'title', 'alt', 'aria-valuetext'];
    for (const element of document.body.querySelectorAll(attributes.map((a) => `[${a}]`).join())) {
      for (const attribute of attributes) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.add(`@${attribute}: ${value}`);
      }
    }
    return [...texts].filter((text) => /[A-Za-z]{2}/.test(text.replace(/^@[\w-]+: /, ''))).sort();
  });
}

/** The page's texts once its sections have loaded and nothing more arrives. */
async function settledTexts(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(data);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, data);
  let previous: string[] = [];
  await expect
    .poll(async () => {
      const current = await pageTexts(page);
      const same = current.join('\n') === previous.join('\n');
      previous = current;
      return same;
    }, data)
    .toBe(true);
  return previous;
}

test('in Hindi, no signed-in page keeps an English text', async ({ page }) => {
  // The streamed prices stand still at a fixed time, so a page's texts settle.
  await fixClockAtSeed(page);
  await signIn(page, demoUsers.alex);
  const english = new Map<string, string[]>();
  for (const path of signedInPages) english.set(path, await settledTexts(page, path));

  await chooseProfileLanguage(page, 'en', 'Hindi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi', data);
  const leftInEnglish: string[] = [];
  for (const path of signedInPages) {
    const before = new Set(english.get(path));
    for (const text of await settledTexts(page, path)) {
      const value = text.replace(/^@[\w-]+: /, '');
      const isData = coinNames.has(value) || sameInEveryLanguage.some((data) => data.test(value));
      if (before.has(text) && !isData) leftInEnglish.push(`${path}: ${text}`);
    }
  }
  expect(leftInEnglish).toEqual([]);
});
