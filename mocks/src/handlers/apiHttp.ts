import type { marketPaths, paths } from '@tp/api';
import { createOpenApiHttp } from 'openapi-msw';

/** openapi-msw's `http`, typed by the generated contract: unknown paths and off-contract success bodies fail to compile. */
export function createApiHttp(baseUrl: string) {
  return createOpenApiHttp<paths>({ baseUrl });
}

export function createMarketHttp(baseUrl: string) {
  return createOpenApiHttp<marketPaths>({ baseUrl });
}

export type ApiHttp = ReturnType<typeof createApiHttp>;
export type MarketHttp = ReturnType<typeof createMarketHttp>;
