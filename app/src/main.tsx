import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { endpointsFromEnv, type Endpoints } from './config';
import { App } from './App';
import { createAppServices } from './AppProviders';
import { routes } from './routing/routes';
import { hydrationKeys } from './prerender/hydrationKeys';
import { browserStorage } from '@tp/api';
import { loadLanguage } from '@tp/i18n';
import { applyLocale, setAdoptingPrerenderedPage, startingLanguage } from '@tp/ui/shell';

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

async function start(container: HTMLElement) {
  const { endpoints, demoTools, dialogTools } = await resolveEndpoints();
  const storage = browserStorage();
  const services = createAppServices(endpoints, storage);
  // Issue 26: signed in, the page's data starts now, beside its chunk (routing/routeData.ts, a chunk of its own).
  if (services.clients.session.getSnapshot().isAuthenticated)
    void import('./routing/routeData').then((data) =>
      data.startRouteData(services, location.pathname, location.search),
    );
  // D18: the first render is already in the user's language (its catalogue loads first; English has none).
  const language = startingLanguage(storage);
  if (language !== 'en') await loadLanguage(language, applyLocale);
  const app = (
    <StrictMode>
      <App services={services} demoTools={demoTools} dialogTools={dialogTools} />
    </StrictMode>
  );
  // A prerendered public page (production build; nginx picked its language): adopt it when this visitor would see
  // exactly it, in the language it is written in.
  if (container.dataset.prerendered !== undefined && document.documentElement.lang === language) {
    const { adoptPrerenderedPage } = await import('./prerender/hydration');
    const keys = hydrationKeys();
    if (await adoptPrerenderedPage(container, app, routes, keys, setAdoptingPrerenderedPage))
      return;
  }
  // Issue 43: a fresh render is a transition, which React renders in slices between which the browser answers
  // input (a plain first render is one task: 450 ms for /faq at 6× CPU). What the container shows (a prerendered
  // page this visitor does not see as written, or nothing) stays until the first commit replaces it.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

const container = document.getElementById('root')!;
start(container).catch((error: unknown) => {
  console.error(error);
  container.replaceChildren();
  createRoot(container).render(
    <p role="alert">The application could not start: {String(error)}</p>,
  );
});
