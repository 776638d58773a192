// Mock mode only: main.tsx imports this behind `import.meta.env.VITE_MOCK`, so production builds drop it.
import type { ReactNode } from 'react';
import { API_BASE_URL, MARKET_BASE_URL, MARKET_STREAM_URL } from '@tp/mocks';
import { startMockWorker } from '@tp/mocks/browser';
import type { Endpoints } from '../config';
import { DemoInbox } from './DemoInbox';

export async function enableMocks(): Promise<{
  endpoints: Endpoints;
  demoTools: ReactNode;
  dialogTools: ReactNode;
}> {
  const search = new URLSearchParams(window.location.search);
  const scenario = search.get('scenario') ?? undefined;
  // D19: `?stream=off` serves no market socket and opens none: the prices are polled, as before the stream.
  const stream = search.get('stream') !== 'off';
  const mock = await startMockWorker({ scenario, stream });
  return {
    endpoints: {
      apiBaseUrl: API_BASE_URL,
      marketBaseUrl: MARKET_BASE_URL,
      streamUrl: stream ? MARKET_STREAM_URL : null,
    },
    demoTools: <DemoInbox mock={mock} />,
    // A modal dialog makes the bar inert; the inbox is also offered inside every dialog (D1 demo).
    dialogTools: <DemoInbox mock={mock} variant="button" />,
  };
}
