import { expect, test, type Page } from '@playwright/test';
import { appMessages } from '@tp/messages';

/** The public pages of spec 1 §2 and the heading each shows. */
const publicPages = [
  { path: '/how-it-works', heading: 'How It Works' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/about', heading: 'About Us' },
  { path: '/contact', heading: 'Contact Us' },
];

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('the main menu and the footer lead through the public pages', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, path, title] of [
    ['How It Works', '/how-it-works', 'How It Works'],
    ['FAQ', '/faq', 'Frequently Asked Questions'],
    ['About', '/about', 'About Us'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(heading(page)).toHaveText(title);
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }
  await page
    .getByRole('navigation', { name: 'Contact' })
    .getByRole('link', { name: 'Contact Us' })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(heading(page)).toHaveText('Contact Us');
  await page.getByRole('link', { name: 'Read the FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('every call to action of the public pages leads where it says', async ({ page }) => {
  const actions = [
    { from: '/how-it-works', link: 'Create Your Account', to: '/register' },
    { from: '/faq', link: 'Contact Support', to: '/contact' },
    { from: '/about', link: 'Contact Us', to: '/contact' },
    { from: '/contact', link: 'See how it works', to: '/how-it-works' },
  ];
  for (const { from, link, to } of actions) {
    await page.goto(from);
    await page.getByRole('main').getByRole('link', { name: link }).click();
    await expect(page, `${link} on ${from}`).toHaveURL(new RegExp(`${to}$`));
  }
});

test('FAQ: one answer open at a time; the open one closes', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByRole('main').getByRole('button');
  await expect(questions).toHaveCount(8);
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(5).click();
  await expect(questions.nth(5)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await questions.nth(5).click();
  await expect(page.getByRole('main').locator('[aria-expanded="true"]')).toHaveCount(0);
});

test.describe('at phone width (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  // Every public page, including those of other issues; '' means any heading.
  const allPublic = [
    { path: '/', heading: '' },
    ...publicPages,
    { path: '/login', heading: '' },
    { path: '/register', heading: '' },
    { path: '/forgot-password', heading: '' },
    { path: '/no-such-page', heading: appMessages.notFoundTitle },
  ];
  test('no public page overflows sideways', async ({ page }) => {
    for (const { path, heading: title } of allPublic) {
      await page.goto(path);
      await expect(heading(page)).toBeVisible();
      if (title) await expect(heading(page)).toHaveText(title);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(360);
    }
  });

  test('the menu folds into a Menu button that opens an accessible drawer', async ({ page }) => {
    await page.goto('/faq');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveCount(0);
    const menuButton = nav.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: open, focus stays inside, Escape closes and returns focus to the button.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // A link navigates and closes the drawer.
    await menuButton.click();
    await drawer.getByRole('link', { name: 'About' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    await expect(heading(page)).toHaveText('About Us');

    // The theme toggle is there too.
    await menuButton.click();
    await drawer.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
