import { expect, type Page } from '@playwright/test';
import { API_BASE_URL } from '@tp/mocks/baseUrls.ts';

/**
 * D1: a verification code goes from the server's e-mail to the user's fingers and back to the API,
 * nowhere else. Records what the page logs and every request it makes to a host other than the API,
 * so a test can assert afterwards that no code it used ever appeared there or in local storage.
 * The demo inbox shows codes by design; it reads the in-page mock outbox and makes no request.
 */
export function watchCodeLeaks(page: Page, apiOrigin = new URL(API_BASE_URL).origin) {
  const consoleLines: string[] = [];
  const foreignRequests: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  page.on('pageerror', (error) => consoleLines.push(String(error)));
  page.on('request', (request) => {
    if (new URL(request.url()).origin === apiOrigin) return;
    foreignRequests.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  });

  return {
    async assertNoLeak(codes: string[]) {
      expect(codes.length, 'codes to look for').toBeGreaterThan(0);
      const storage = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
      for (const code of codes) {
        expect(code).toMatch(/^\d{6}$/);
        expect(consoleLines.filter((line) => line.includes(code))).toEqual([]);
        expect(foreignRequests.filter((line) => line.includes(code))).toEqual([]);
        expect(storage).not.toContain(code);
      }
    },
  };
}
