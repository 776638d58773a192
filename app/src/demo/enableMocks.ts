// Mock mode only: main.tsx imports this behind `import.meta.env.VITE_MOCK`, so production builds drop it.
import { API_BASE_URL, MARKET_BASE_URL } from '@tp/mocks';
import { startMockWorker } from '@tp/mocks/browser';
import type { Endpoints } from '../config';

export async function enableMocks(): Promise<Endpoints> {
  const scenario = new URLSearchParams(window.location.search).get('scenario') ?? undefined;
  await startMockWorker({ scenario });
  return { apiBaseUrl: API_BASE_URL, marketBaseUrl: MARKET_BASE_URL };
}
