import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { endpointsFromEnv, type Endpoints } from './config';
import { App } from './App';

async function resolveEndpoints(): Promise<{
  endpoints: Endpoints;
  demoTools?: ReactNode;
  dialogTools?: ReactNode;
}> {
  // Vite replaces VITE_MOCK at build time; without it this branch and the whole mock API are left out.
  if (import.meta.env.VITE_MOCK === '1') {
    const { enableMocks } = await import('./demo/enableMocks');
    return enableMocks();
  }
  return { endpoints: endpointsFromEnv(import.meta.env) };
}

const root = createRoot(document.getElementById('root')!);
resolveEndpoints().then(
  ({ endpoints, demoTools, dialogTools }) =>
    root.render(
      <StrictMode>
        <App endpoints={endpoints} demoTools={demoTools} dialogTools={dialogTools} />
      </StrictMode>,
    ),
  (error: unknown) => {
    console.error(error);
    root.render(<p role="alert">The application could not start: {String(error)}</p>);
  },
);
