import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import {
  createStoredStore,
  signedInProfile,
  storedChoice,
  useProfileLanguage,
  useStoredValue,
  type KeyValueStorage,
} from '@tp/api';
import {
  languageCodes,
  languageOfBrowser,
  languageOfProfile,
  loadLanguage,
  releasedLanguages,
  type LanguageCode,
} from '@tp/i18n';
import { setFormatLocale } from '../format/formatLocale';

export interface LanguageChoice {
  /** The language every text, number and date is written in now. */
  language: LanguageCode;
  /** The signed-out visitor's own choice, if any. */
  chosen: LanguageCode | null;
  /** Signed out: the footer's picker; kept as `language`, which every open tab follows. */
  choose: (language: LanguageCode) => void;
}

const LanguageContext = createContext<LanguageChoice | null>(null);

/** DECISIONS D18: the storage key of the language a signed-out visitor picked in the footer ("de"). */
export const languageKey = 'language';

const storedLanguage = (storage: KeyValueStorage) =>
  createStoredStore(languageKey, storedChoice(languageCodes, null), { storage });

function browserLanguage(): LanguageCode {
  return typeof navigator === 'undefined' ? 'en' : languageOfBrowser(navigator.languages);
}

const released = (language: LanguageCode) =>
  releasedLanguages.includes(language) ? language : 'en';

/**
 * The language the first render must be in, as the provider will decide it: the app waits for its catalogue before
 * rendering, so a Spanish user never sees English first.
 */
export function startingLanguage(storage: KeyValueStorage): LanguageCode {
  // The stored profile's language ("Spanish") while signed in.
  const profile = signedInProfile(storage)?.language ?? null;
  return released(
    profile !== null
      ? languageOfProfile(profile)
      : (storedLanguage(storage).get() ?? browserLanguage()),
  );
}

/** Writes numbers and dates in the language's locale (English keeps D8's defaults) and names it on `<html>`. */
export function applyLocale(language: LanguageCode, locale: string): void {
  setFormatLocale(language === 'en' ? undefined : locale);
  // The prerender (scripts/prerender.mjs) has no document: it writes the attribute itself.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * DECISIONS D18: signed in, the profile's language sets the product's; signed out, the footer's choice, else the
 * browser's first language among the five. A language's catalogue loads when it is chosen; until it has arrived the
 * page stays in the language it was in.
 */
export function LanguageProvider({
  storage,
  children,
}: {
  storage: KeyValueStorage;
  children: ReactNode;
}) {
  const profileLanguage = useProfileLanguage();
  const store = useMemo(() => storedLanguage(storage), [storage]);
  const chosen = useStoredValue(store);

  const wanted =
    profileLanguage !== null ? languageOfProfile(profileLanguage) : (chosen ?? browserLanguage());
  const language = released(wanted);

  useEffect(() => {
    void loadLanguage(language, applyLocale);
  }, [language]);

  const choose = useCallback((next: LanguageCode) => void store.set(next), [store]);
  const value = useMemo(() => ({ language, chosen, choose }), [language, chosen, choose]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The language in use and the signed-out picker's setter; null outside the provider (a story). */
export function useLanguageChoice(): LanguageChoice | null {
  return useContext(LanguageContext);
}
