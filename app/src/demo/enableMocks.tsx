// Mock mode only: main.tsx imports this behind `import.meta.env.VITE_MOCK`, so production builds drop it.
import type { ReactNode } from 'react';
import { API_BASE_URL, MARKET_BASE_URL } from '@tp/mocks';
import { startMockWorker } from '@tp/mocks/browser';
import type { Endpoints } from '../config';
import { DemoInbox } from './DemoInbox';

export async function enableMocks(): Promise<{
  endpoints: Endpoints;
  demoTools: ReactNode;
  dialogTools: ReactNode;
}> {
  const scenario = new URLSearchParams(window.location.search).get('scenario') ?? undefined;
  const mock = await startMockWorker({ scenario });
  return {
    endpoints: { apiBaseUrl: API_BASE_URL, marketBaseUrl: MARKET_BASE_URL },
    demoTools: <DemoInbox mock={mock} />,
    // A modal dialog makes the bar inert; the inbox is also offered inside every dialog (D1 demo).
    dialogTools: <DemoInbox mock={mock} variant="button" />,
  };
}
