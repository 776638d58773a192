import { expect, test } from '@playwright/test';
import { demoUsers } from './support/demoUsers';
import { translator } from './support/catalogue';
import { chooseProfileLanguage } from './support/profileLanguage';
import { signIn } from './support/session';

/** DECISIONS D18: the browser's language signed out, the footer's picker, and the profile's language signed in. */

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };
test.describe.configure({ timeout: 150_000 });

const alex = demoUsers.alex;
const dollars = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);

test.describe('a visitor whose browser speaks German', () => {
  test.use({ locale: 'de-DE' });

  test('sees the public site in German, picks Spanish in the footer, keeps it on reload, and English again', async ({
    page,
  }) => {
    const de = await translator('de');
    const es = await translator('es');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de', data);
    const main = page.getByRole('navigation', { name: de('Main') });
    await expect(main.getByRole('link', { name: de('How It Works') })).toBeVisible();

    const picker = page.getByRole('combobox', { name: de('Language') });
    await expect(picker).toHaveValue('de');
    await picker.selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page
        .getByRole('navigation', { name: es('Main') })
        .getByRole('link', { name: es('How It Works') }),
    ).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es', data);
    await expect(page.getByRole('combobox', { name: es('Language') })).toHaveValue('es');

    await page.getByRole('combobox', { name: es('Language') }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }),
    ).toBeVisible();
  });
});

test('choosing Spanish in Profile Settings turns every open tab Spanish, with es-ES numbers; English comes back exactly', async ({
  page,
  context,
}) => {
  const es = await translator('es');
  // The second change asks for a code within the first one's Resend wait: the test moves the clock past it.
  await context.clock.install();
  await page.goto('/');
  await signIn(page, alex);
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByText(`Welcome back, ${alex.firstName}!`)).toBeVisible(data);
  await expect(other.getByText(dollars('en-US', 12_500)).first()).toBeVisible(data);

  await chooseProfileLanguage(page, 'en', 'Spanish');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es', data);
  await expect(page.getByRole('heading', { level: 1, name: es('Profile Settings') })).toBeVisible();

  // The other tab follows without a reload: texts and the balance in Spain's format.
  await expect(other.locator('html')).toHaveAttribute('lang', 'es', data);
  await expect(other.getByText(es('Welcome back, {name}!', { name: alex.firstName }))).toBeVisible(
    data,
  );
  await expect(other.getByText(dollars('es-ES', 12_500)).first()).toBeVisible();
  await expect(other.getByRole('heading', { level: 1, name: es('Dashboard') })).toBeVisible();

  // A reload stays Spanish (the profile says so), and a withdrawal amount is read with a decimal comma.
  await other.goto('/withdraw');
  await expect(other.getByRole('heading', { level: 1, name: es('Withdraw Funds') })).toBeVisible(
    data,
  );

  await context.clock.fastForward('01:05');
  await chooseProfileLanguage(page, 'es', 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en', data);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await other.goto('/dashboard');
  await expect(other.getByText(`Welcome back, ${alex.firstName}!`)).toBeVisible(data);
  await expect(other.getByText(dollars('en-US', 12_500)).first()).toBeVisible();
});
