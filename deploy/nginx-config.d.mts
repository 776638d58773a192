export const DEFAULT_MARKET_URL: string;
export const NONCE_PLACEHOLDER: string;
export function originOf(url: string): string;
export interface PolicyOptions {
  /** null: the app's own origin ('self'). */
  apiUrl: string | null;
  /** null: the app's own origin ('self'); absent: CoinGecko's. */
  marketUrl?: string | null;
  nonce: string;
}
export function contentSecurityPolicy(options: PolicyOptions): string;
export function securityHeaders(options: PolicyOptions): Array<[string, string]>;
export function siteConfig(options: {
  root: string;
  /** Cross origin: the API the browser calls. Exactly one of apiUrl and apiUpstream. */
  apiUrl?: string;
  /** Same origin: the API server nginx proxies API_PATH_PREFIXES to. */
  apiUpstream?: string;
  /** The market API the browser calls (default CoinGecko's), unless marketUpstream is given. */
  marketUrl?: string;
  /** Same origin only: the market API nginx proxies MARKET_PATH_PREFIX to. */
  marketUpstream?: string;
  /** nginx's listen value; default 80, with TLS 443. */
  listen?: string;
  serverName?: string;
  /** Issue 26: HTTPS in nginx; both or neither (absolute paths). */
  tlsCertificate?: string;
  tlsKey?: string;
  /** HTTP/2 (`listen … ssl http2`); needs TLS. */
  http2?: boolean;
  /** A plain-HTTP listen value whose server redirects every request to HTTPS; needs TLS. */
  redirectHttp?: string;
  languages?: readonly string[];
}): string;
export const PAGE_LANGUAGES: readonly string[];
export const LANGUAGE_COOKIE: string;
export const ACCOUNT_LANGUAGE_COOKIE: string;
export function acceptLanguagePattern(languages?: readonly string[]): string;
export const CHART_ATTRIBUTION_STYLE_HASH: string;
export function checkedRoot(root: string): string;
export function checkedListen(listen: string, flag?: string): string;
export function checkedPath(value: string, flag: string): string;
export function checkedServerName(serverName: string): string;
export const API_PATH_PREFIXES: readonly string[];
export const MARKET_PATH_PREFIX: string;
export const MAX_API_BODY: string;
export const PROXY_TIMEOUTS: { connect: string; read: string; send: string };
export function checkedUpstream(url: string, flag: string): string;
/** D19: the market socket's path on the API's origin. */
export const STREAM_PATH: string;
export const STREAM_PROXY_TIMEOUTS: { connect: string; read: string; send: string };
export function streamUrlOf(apiUrl: string): string;
