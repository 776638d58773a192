// What the identity journeys type and confirm, the way a user does it, shared by their specs.
import { expect, type BrowserContext, type Page } from '@playwright/test';

const settled = { timeout: 30_000 };

/** Types the sign-in form's e-mail and password and presses Sign in (the caller says what follows). */
export async function typeSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Answers the step-up dialog with the password and waits for it to close. */
export async function confirmItsMe(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.getByLabel(/^Password\*?$/).fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden(settled);
}

/** `text` as a pattern that matches it literally. */
export const textOf = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with a time in it, matched around the time. */
export const around = (message: (time: string) => string) =>
  new RegExp(message('\u0000').split('\u0000').map(textOf).join('.+'));

/**
 * Gives the page Chromium's virtual authenticator (a platform passkey that answers at once) and returns the app's
 * address to use with it: passkeys need a domain, so the same server reached as localhost rather than 127.0.0.1.
 */
export async function withVirtualAuthenticator(
  context: BrowserContext,
  page: Page,
  baseURL: string | undefined,
): Promise<string> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return (baseURL ?? '').replace('127.0.0.1', 'localhost');
}
