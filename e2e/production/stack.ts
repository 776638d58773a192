import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { OUTBOX_PATH } from '@tp/mocks/server/httpServer.ts';
import { crossOriginStackUrls, stackUrls } from '../../scripts/production-stack.mjs';

/** The stack playwright.config.ts starts: nginx serving app/dist, and the API over HTTP. */
export const stack = stackUrls();
/** The same stack in cross-origin mode (the `production-cross-origin` project): nothing proxied. */
export const crossOriginStack = crossOriginStackUrls();
/**
 * What the production build may reach, and so all connect-src allows: its own origin, where nginx proxies the API
 * and the market API (issue 26; the stack runs same-origin).
 */
export const allowedOrigins = [stack.appUrl];
/** The paths nginx proxies to the API server. */
export const apiPathPattern = /^\/(api|auth|market-api)\//;

interface OutboxMessage {
  to: string;
  subject: string;
  code: string | null;
}

/**
 * The newest code e-mailed to `to` under `subject`, read from the API server's test-only outbox. Polled: the
 * code dialog may open while the request that sends the e-mail is still on its way.
 */
export async function latestCode(request: APIRequestContext, to: string, subject: string) {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${stack.apiUrl}${OUTBOX_PATH}?to=${encodeURIComponent(to)}`,
        );
        const outbox = (await response.json()) as OutboxMessage[];
        code = outbox.filter((message) => message.subject === subject).at(-1)?.code ?? null;
        return code;
      },
      { message: `an e-mail "${subject}" to ${to}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return code!;
}

/**
 * Records, for every page of the context, what the Content-Security-Policy refused (the
 * securitypolicyviolation event and the console's reports) and every request to a host the policy does
 * not list; `assertClean` fails on any.
 */
export async function watchPolicy(context: BrowserContext, allowed: string[] = allowedOrigins) {
  const violations: string[] = [];
  const offsite: string[] = [];
  await context.exposeFunction('reportCspViolation', (report: string) => violations.push(report));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI}`;
      (window as unknown as { reportCspViolation(report: string): void }).reportCspViolation(
        report,
      );
    });
  });
  context.on('console', (message) => {
    if (
      /Content Security Policy|Refused to (load|apply|execute|connect|frame)/i.test(message.text())
    )
      violations.push(message.text());
  });
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && !allowed.includes(url.origin))
      offsite.push(request.url());
  });
  return {
    violations,
    assertClean() {
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(offsite, 'requests outside connect-src').toEqual([]);
    },
  };
}

/**
 * The CORS preflights (OPTIONS) Chromium sends for `page`: its network service sends them itself, so Playwright's
 * request events never show them; the DevTools protocol does.
 */
export async function watchPreflights(page: Page) {
  const preflights: string[] = [];
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  session.on('Network.requestWillBeSent', (event) => {
    if (event.request.method === 'OPTIONS') preflights.push(event.request.url);
  });
  return preflights;
}
