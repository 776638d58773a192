import { expect, test, type Page } from '@playwright/test';

// The chunk holding lightweight-charts and the code that draws with it (widgets/MarketChart/chartDrawing.ts).
const chartChunk = /\/chartDrawing-[^/]*\.js(\?|$)/;

/** Spec 1 §2 section headings, in page order. */
const sections = [
  'Why investors choose us',
  'Trusted by over 10,000 investors worldwide',
  'Live Market Analysis',
  'Live Cryptocurrency Prices',
  'Frequently Asked Questions',
  'Investment Packages',
  'What Our Clients Say',
  'Start investing with a plan',
];

const priceCard = (page: Page, name: string) => page.getByRole('listitem', { name });

test('every section of the home page is shown, in order', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const headings = page.getByRole('heading', { level: 2 });
  for (const [index, title] of sections.entries()) {
    const heading = headings.filter({ hasText: title });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    await expect(headings.nth(index)).toHaveText(title);
  }
  await expect(page.getByRole('img', { name: /Historical win rates 2019 to 2023/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Partners' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('group', { name: /^\d of 6$/ })).toHaveCount(6);
});

test('Learn More scrolls to the features', async ({ page }) => {
  await page.goto('/');
  const features = page.locator('section#features');
  await expect(features).not.toBeInViewport();
  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/\/#features$/);
  await expect(features).toBeInViewport();
});

test('the price cards show US dollars and the 24 h change with two decimals', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Bitcoin (BTC)', 'Ethereum (ETH)', 'Binance Coin (BNB)', 'Ripple (XRP)']) {
    const card = priceCard(page, name);
    await expect(card.getByTestId('coin-price')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(card.getByTestId('coin-price')).not.toHaveText('$0.00');
    await expect(card).toContainText(/(Up|Down) \d+\.\d{2}% in 24 hours/);
  }
});

test("a package's Subscribe Now leads to /register", async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('article', { name: 'Basic' });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('link', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the hero and call-to-action links lead where they say', async ({ page }) => {
  for (const [name, path] of [
    ['Get Started', '/register'],
    ['Create Account', '/register'],
    ['Sign In', '/login'],
  ] as const) {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test('lightweight-charts is requested only when the charts scroll near', async ({ page }) => {
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    if (chartChunk.test(request.url())) chartRequests.push(request.url());
  });
  await page.goto('/');
  await expect(priceCard(page, 'Bitcoin (BTC)').getByTestId('coin-price')).not.toHaveText('$0.00');
  await page.waitForLoadState('networkidle');
  expect(chartRequests).toEqual([]);
  await expect(page.getByText('Bitcoin/USD chart: loads as you scroll to it.')).toBeAttached();

  const loaded = page.waitForRequest(chartChunk);
  await page
    .getByRole('figure', { name: 'Bitcoin/USD daily price chart' })
    .scrollIntoViewIfNeeded();
  await loaded;
  await expect(
    page.getByRole('figure', { name: 'Bitcoin/USD daily price chart' }).locator('canvas').first(),
  ).toBeVisible();
  expect(chartRequests).toHaveLength(1);
});
