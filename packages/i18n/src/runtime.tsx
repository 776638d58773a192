import { useSyncExternalStore, type ReactElement } from 'react';
import { formatSource, type MessageValues } from './formatSource';
import type { LanguageCode } from './languages';
import { fillSlots, slotsForElements } from './withElements';

/**
 * The runtime Lingui's macros compile to (`runtimeConfigModule` in lingui.config.ts): `t`…`` and `msg` become
 * `i18n._({ message, values })`, `<Trans>` this module's `Trans`, `useLingui()` this module's. English, the source,
 * is written from the message the code keeps (`formatSource`); another language looks the English text up in its
 * catalogue, which `loadLanguage` brings with @lingui/core in one lazy chunk.
 */
export interface MessageDescriptor {
  id?: string;
  message?: string;
  values?: MessageValues;
  comment?: string;
}

/** One language's catalogue: the English text and its values → the translation, or undefined if it has none. */
export type Translate = (message: string, values?: MessageValues) => string | undefined;

/** One language's catalogue for finished texts (a spec text, a server's message): exact, or by a spec template. */
export type TranslateText = (text: string) => string | undefined;

export interface Catalogue {
  translate: Translate;
  translateText: TranslateText;
}

interface Active {
  language: LanguageCode;
  catalogue: Catalogue | undefined;
}

let active: Active = { language: 'en', catalogue: undefined };
const listeners = new Set<() => void>();

function write(descriptor: MessageDescriptor | string, values?: MessageValues): string {
  const message = typeof descriptor === 'string' ? descriptor : (descriptor.message ?? '');
  const given = typeof descriptor === 'string' ? values : (descriptor.values ?? values);
  return active.catalogue?.translate(message, given) ?? formatSource(message, given);
}

/** Lingui's `i18n` as far as the macros use it: `_` (and `t`) write a message in the active language. */
export const i18n = { _: write, t: write };

interface LinguiContext {
  i18n: typeof i18n;
  _: typeof write;
  t: typeof write;
}

let snapshot: LinguiContext = { i18n, _: write, t: write };

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The `useLingui()` macro's target: `const { t } = useLingui()`; re-renders its component when the language changes. */
export function useLingui(): LinguiContext {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

/**
 * A finished English text (a spec text of @tp/messages, with its values already in, or a server's message) in the
 * active language: its translation, found by the text or by the spec template it fits; else the text as it is.
 */
export function translateText(text: string): string {
  return active.catalogue?.translateText(text) ?? text;
}

/** `translateText` in a component: re-renders it when the language changes. */
export function useTranslatedText(text: string): string {
  useLingui();
  return translateText(text);
}

/** Makes `language` the active one with its catalogue (English has none), then re-renders every text. */
export function activateLanguage(language: LanguageCode, catalogue: Catalogue | undefined): void {
  if (active.language === language && active.catalogue === catalogue) return;
  active = { language, catalogue: language === 'en' ? undefined : catalogue };
  snapshot = { i18n, _: write, t: write };
  listeners.forEach((listener) => listener());
}

/** The `<Trans>` macro's target: the message in the active language, its `<0>…</0>` slots filled by `components`. */
export function Trans({
  components,
  values,
  ...descriptor
}: MessageDescriptor & { components?: Record<string, ReactElement> }) {
  useLingui();
  const filled = slotsForElements(values, components);
  return fillSlots(write(descriptor, filled.values), filled.slots);
}
