export const DEFAULT_MARKET_URL: string;
export const NONCE_PLACEHOLDER: string;
export function originOf(url: string): string;
export interface PolicyOptions {
  apiUrl: string;
  marketUrl?: string;
  nonce: string;
}
export function contentSecurityPolicy(options: PolicyOptions): string;
export function securityHeaders(options: PolicyOptions): Array<[string, string]>;
export function siteConfig(options: {
  root: string;
  apiUrl: string;
  marketUrl?: string;
  listen?: string;
  serverName?: string;
  languages?: readonly string[];
}): string;
export const PAGE_LANGUAGES: readonly string[];
export const LANGUAGE_COOKIE: string;
export function acceptLanguagePattern(languages?: readonly string[]): string;
export const CHART_ATTRIBUTION_STYLE_HASH: string;
export function checkedRoot(root: string): string;
export function checkedListen(listen: string): string;
export function checkedServerName(serverName: string): string;
