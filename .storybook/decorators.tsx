import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { neverAnswers } from '@tp/mocks';
import { StoryApiTimeout, storyTimeoutMs } from '../packages/ui/src/storybook/StoryProviders';
import { darkTheme, lightTheme, sprinkles } from '../packages/ui/src/theme';
import { fixedPrivacyMode, PrivacyProvider } from '../packages/ui/src/privacy';

export const themeClasses = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themeClasses;

const storyFrame = sprinkles({ background: 'background', color: 'text', padding: 'lg' });

/**
 * Puts the chosen theme class on a wrapper (so docs pages can show both) and on <html>, because
 * Radix dialogs render in a portal on <body>, outside the wrapper.
 */
export const withTheme: Decorator = (Story, context) => {
  const name: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  const root = document.documentElement;
  root.classList.remove(...Object.values(themeClasses));
  root.classList.add(themeClasses[name]);
  root.style.colorScheme = name;
  return (
    <div className={`${themeClasses[name]} ${storyFrame}`}>
      <Story />
    </div>
  );
};

function StoryQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  useEffect(() => () => client.clear(), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A fresh cache per story (keyed by story id), so no story sees another's data; failures fail at once. */
export const withQueryClient: Decorator = (Story, context) => (
  <StoryQueryClient key={context.id}>
    <Story />
  </StoryQueryClient>
);

/** The MSW handlers of a story's parameters (a list, or lists by name). */
function storyHandlers(parameters: Record<string, unknown>): unknown[] {
  const handlers = (parameters.msw as { handlers?: unknown } | undefined)?.handlers;
  if (Array.isArray(handlers)) return handlers;
  return handlers && typeof handlers === 'object' ? Object.values(handlers).flat() : [];
}

/**
 * The API clients' timeout of a story: its `parameters.apiTimeoutMs`, else the short one if a handler of
 * the story never answers (it shows the timeout), else the app's own.
 */
export const withApiTimeout: Decorator = (Story, { parameters }) => (
  <StoryApiTimeout
    value={
      (parameters.apiTimeoutMs as number | undefined) ??
      (storyHandlers(parameters).some(neverAnswers) ? storyTimeoutMs : undefined)
    }
  >
    <Story />
  </StoryApiTimeout>
);

const amountsShown = fixedPrivacyMode(false);
const amountsHidden = fixedPrivacyMode(true);

/**
 * Privacy mode (D17) from the toolbar's Amounts switch, or a story's `globals: { privacy: 'hidden' }`:
 * every Money and every writer of the user's own amounts below follows it.
 */
export const withPrivacy: Decorator = (Story, context) => (
  <PrivacyProvider mode={context.globals.privacy === 'hidden' ? amountsHidden : amountsShown}>
    <Story />
  </PrivacyProvider>
);
