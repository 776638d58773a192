// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProvider, createApiClients, createMemoryStorage } from '@tp/api';
import { languageCookie, loadLanguage } from '@tp/i18n';
import { applyLocale, languageKey, LanguageProvider, useLanguageChoice } from './LanguageProvider';
import { themeKey } from './ThemeProvider';
import { LanguagePicker } from './LanguagePicker';

function Probe() {
  const choice = useLanguageChoice();
  return (
    <>
      <output>{choice?.language}</output>
      <LanguagePicker choice={choice} />
    </>
  );
}

function renderProvider(stored: Record<string, string> = {}) {
  const storage = createMemoryStorage(stored);
  const clients = createApiClients({
    baseUrl: 'http://api.invalid',
    marketBaseUrl: 'http://market.invalid',
    storage,
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiProvider clients={clients}>
        <LanguageProvider storage={storage}>
          <Probe />
        </LanguageProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return storage;
}

const cookieLanguage = () =>
  new RegExp(`(?:^|; )${languageCookie}=([a-z]+)`).exec(document.cookie)?.[1] ?? null;

afterEach(async () => {
  document.cookie = `${languageCookie}=; Path=/; Max-Age=0`;
  await loadLanguage('en', applyLocale);
});

describe('the signed-out language: provider and footer picker (D18)', () => {
  it('keeps the footer’s choice in storage and in the cookie the web server picks pages by', async () => {
    const storage = renderProvider();
    expect(cookieLanguage()).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(screen.getByRole('status')).toHaveTextContent('fr');
    expect(storage.getItem(languageKey)).toBe('fr');
    expect(cookieLanguage()).toBe('fr');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });

  it('writes the cookie for a choice stored before it existed', () => {
    renderProvider({ [languageKey]: 'de' });
    expect(screen.getByRole('status')).toHaveTextContent('de');
    expect(cookieLanguage()).toBe('de');
  });

  it('follows a choice made in another tab at once', async () => {
    const storage = renderProvider({ [languageKey]: 'de' });
    storage.setItem(languageKey, 'es');
    act(() => {
      dispatchEvent(new StorageEvent('storage', { key: languageKey, newValue: 'es' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('es');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    // Another key's change leaves the language alone.
    storage.setItem(languageKey, 'hi');
    act(() => {
      dispatchEvent(new StorageEvent('storage', { key: themeKey, newValue: 'dark' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('es');
  });
});
