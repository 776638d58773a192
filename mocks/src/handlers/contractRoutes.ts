// Issue 40 (D22): a path names an operation only as the contract writes it. MSW's matcher ignores case and extra
// trailing slashes, so `/auth/LOGIN/` reached sign-in while the per-client limit, keyed by the raw path, counted
// nothing. Paths are case-sensitive (RFC 3986 §6.2.2.1, Django, nginx locations): any other spelling is a 404,
// here for MSW and the HTTP server, and in nginx (deploy/nginx-config.mjs) for the proxied prefixes.
import { HttpResponse, http, type HttpHandler } from 'msw';
import { serverTexts } from '../backend/serverTexts';
import type { HandlerOptions } from './handlerOptions';
import { operations, type ApiName, type OperationInfo } from './operations';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/auth/passkeys/{id}/` → /^\/auth\/passkeys\/[^/]+\/$/: literal segments exactly, a parameter any segment. */
const patternOf = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('[^/]+')}$`,
  );

const routes = (operations as readonly OperationInfo[]).map((operation) => ({
  operation,
  pattern: patternOf(operation.path),
}));

/** The operation `method` and `path` (relative to its API's base URL) name exactly; undefined for anything else. */
export function operationAt(api: ApiName, method: string, path: string): OperationInfo | undefined {
  const verb = method.toLowerCase();
  return routes.find(
    ({ operation, pattern }) =>
      operation.api === api && operation.method === verb && pattern.test(path),
  )?.operation;
}

function isContractPath(api: ApiName, path: string): boolean {
  return routes.some(({ operation, pattern }) => operation.api === api && pattern.test(path));
}

/** The API a URL lies under and its path relative to that API's base (the longer base first: the HTTP server
 * serves the market API under the platform API's origin). */
export function apiPathOf(
  url: URL,
  bases: Pick<HandlerOptions, 'apiBaseUrl' | 'marketBaseUrl'>,
): { api: ApiName; path: string } | null {
  const candidates: [ApiName, string][] = [
    ['market', bases.marketBaseUrl],
    ['trading', bases.apiBaseUrl],
  ];
  candidates.sort(([, a], [, b]) => b.length - a.length);
  for (const [api, base] of candidates) {
    const root = new URL(base);
    const prefix = root.pathname.replace(/\/$/, '');
    if (url.origin === root.origin && url.pathname.startsWith(`${prefix}/`))
      return { api, path: url.pathname.slice(prefix.length) };
  }
  return null;
}

/** In front of every handler: under either API, a path the contract does not write exactly answers 404. */
export function contractPathGuard(options: HandlerOptions): HttpHandler {
  return http.all('*', ({ request }) => {
    const located = apiPathOf(new URL(request.url), options);
    if (!located || isContractPath(located.api, located.path)) return;
    return HttpResponse.json({ detail: serverTexts.notFound }, { status: 404 });
  });
}
