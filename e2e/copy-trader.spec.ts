import { expect, test, type Page } from '@playwright/test';
import { copyTraderMessages, emptyStates } from '@tp/messages';
import { demoUsers, type DemoUser } from './support/demoUsers';
import { signIn } from './support/session';

/** The mock API answers after 150 ms, but a busy 2-core machine can take many seconds. */
const data = { timeout: 30_000 };

/** Matches a text anywhere inside, e.g. a field's message after its hint. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function openCopyTrader(page: Page, user: DemoUser) {
  await signIn(page, user, { landOn: '/copy-trader' });
  await expect(page.getByRole('heading', { level: 1, name: 'Copy Trader' })).toBeVisible(data);
}

/** Every join the page sends (POST /api/copy-traders/), seen by the browser. */
function recordJoins(page: Page): string[] {
  const joins: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/copy-traders/')
      joins.push(request.url());
  });
  return joins;
}

const yourList = (page: Page) => page.getByRole('table', { name: 'Your Copy Traders' });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Trader Code' });
const joinButton = (page: Page) => page.getByRole('button', { name: 'Join Trader' });
const rowOf = (page: Page, code: string) =>
  yourList(page).getByRole('row').filter({ hasText: code });

// Sign-in, a reload and several server round trips: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function join(page: Page, code: string) {
  await expect(joinButton(page)).toBeEnabled();
  await codeField(page).fill(code);
  await joinButton(page).click();
}

test('jamie joins BLUECHIP, pauses, resumes and stops it through the confirmation; an empty code sends nothing', async ({
  page,
}) => {
  const joins = recordJoins(page);
  await openCopyTrader(page, demoUsers.jamie);
  await expect(yourList(page)).toContainText(emptyStates.copyTraders, data);

  // Spec 2 §5: an empty code, or only spaces, is ignored: no request, no message.
  await joinButton(page).click();
  await codeField(page).fill('   ');
  await codeField(page).press('Enter');
  await joinButton(page).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(codeField(page)).not.toHaveAttribute('aria-invalid', 'true');
  expect(joins).toEqual([]);

  // The directory offers the code; Jamie types it instead.
  const directory = page.getByRole('table', { name: 'Traders you can copy' });
  await expect(directory.getByRole('button', { name: 'Use code BLUECHIP' })).toBeVisible(data);
  await join(page, 'BLUECHIP');
  await expect(page.getByText('You now copy Blue Chip Growth (BLUECHIP).')).toBeVisible(data);
  await expect(codeField(page)).toHaveValue('');
  expect(joins).toHaveLength(1);
  const row = rowOf(page, 'BLUECHIP');
  await expect(row).toContainText('Blue Chip Growth');
  await expect(row).toContainText('+5.72%');
  await expect(row).toContainText('Active');
  await expect(directory.getByRole('row').filter({ hasText: 'BLUECHIP' })).toContainText('Joined');

  await row.getByRole('button', { name: 'Pause Blue Chip Growth (BLUECHIP)' }).click();
  await expect(row).toContainText('Paused', data);
  await row.getByRole('button', { name: 'Resume Blue Chip Growth (BLUECHIP)' }).click();
  await expect(row).toContainText('Active', data);

  // The server kept it: after a reload the entry is still there, active.
  await page.reload();
  await expect(rowOf(page, 'BLUECHIP')).toContainText('Active', data);

  await rowOf(page, 'BLUECHIP')
    .getByRole('button', { name: 'Stop copying Blue Chip Growth (BLUECHIP)' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Stop copying?' });
  await expect(dialog).toContainText('Blue Chip Growth (BLUECHIP)');
  await dialog.getByRole('button', { name: 'Stop copying' }).click();
  await expect(dialog).toBeHidden(data);
  await expect(page.getByText('You stopped copying Blue Chip Growth (BLUECHIP).')).toBeVisible();
  await expect(yourList(page)).toContainText(emptyStates.copyTraders);
  await page.reload();
  await expect(yourList(page)).toContainText(emptyStates.copyTraders, data);
  expect(joins).toHaveLength(1);
});

test("an unknown code shows the server's message under the field and keeps what was typed", async ({
  page,
}) => {
  await openCopyTrader(page, demoUsers.jamie);
  await expect(yourList(page)).toContainText(emptyStates.copyTraders, data);
  await join(page, 'NOPE99');
  await expect(codeField(page)).toHaveAccessibleDescription(
    containing(copyTraderMessages.notFound),
    data,
  );
  await expect(codeField(page)).toHaveValue('NOPE99');
  await expect(codeField(page)).toBeFocused();
  await expect(yourList(page)).toContainText(emptyStates.copyTraders);
});

test('joining the same code twice: the second join is refused with "You already copy this trader."', async ({
  page,
}) => {
  const joins = recordJoins(page);
  await openCopyTrader(page, demoUsers.jamie);
  await expect(yourList(page)).toContainText(emptyStates.copyTraders, data);
  await join(page, 'STEADY-FX');
  await expect(rowOf(page, 'STEADY-FX')).toContainText('Active', data);
  await join(page, 'steady-fx');
  await expect(page.getByText(copyTraderMessages.alreadyCopied)).toBeVisible(data);
  await expect(codeField(page)).toHaveValue('steady-fx');
  await expect(yourList(page).getByRole('row')).toHaveCount(2);
  expect(joins).toHaveLength(2);
});
