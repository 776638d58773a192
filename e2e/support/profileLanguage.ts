import { expect, type Page } from '@playwright/test';
import { translator } from './catalogue';

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };

/** Profile Settings → Language, Save Changes, the code from the Demo inbox, Verify; all in `language`'s words. */
export async function chooseProfileLanguage(page: Page, from: string, value: string) {
  const t = await translator(from);
  await page.goto('/profile-settings');
  await expect(page.getByRole('heading', { level: 1, name: t('Profile Settings') })).toBeVisible(
    data,
  );
  const language = page.getByLabel(new RegExp(`^${t('Language')}\\*?$`));
  await expect(language).toBeEnabled(data);
  await language.selectOption(value);
  await page.getByRole('button', { name: t('Save Changes') }).click();
  const dialog = page.getByRole('dialog', { name: t('Confirm Your Changes') });
  await expect(dialog).toBeVisible(data);
  const inbox = t('Demo inbox ({count})', { count: 'COUNT' }).split('COUNT');
  await page
    .getByRole('button', { name: new RegExp(`^${escape(inbox[0]!)}\\d+${escape(inbox[1]!)}$`) })
    .click();
  const panel = page.getByRole('dialog', { name: t('Demo inbox') });
  const body = await panel.getByRole('listitem').first().textContent();
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(body ?? '')?.[1];
  expect(code, `a code in: ${body}`).toBeDefined();
  await panel.getByRole('button', { name: t('Close') }).click();
  await dialog.getByLabel(new RegExp(t('Verification code'))).fill(code!);
  await dialog.getByRole('button', { name: t('Verify') }).click();
  await expect(dialog).toBeHidden(data);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
