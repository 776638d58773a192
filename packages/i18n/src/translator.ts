import { setupI18n, type Messages } from '@lingui/core';
import type { Catalogue } from './runtime';
import { specTemplates } from './specTemplates.generated';

/**
 * Placeholders whose values are the server's own vocabulary (a package's name from the catalogue, D2), translated
 * by their English like the text around them; every other value (an amount, a label the user typed) stays as sent.
 */
const vocabularyPlaceholders = new Set(['packageName']);

/**
 * A language's catalogue, loaded only with a language other than English: its messages are keyed by the English
 * text and compiled at build time (`build/vitePlugins.ts`), so @lingui/core only fills in the values. A finished
 * spec text with values (`Minimum withdrawal amount is $10.`) is found by the template it fits.
 */
export function catalogueOf(locale: string, messages: Messages): Catalogue {
  const lingui = setupI18n({ locale, messages: { [locale]: messages } });
  const translate: Catalogue['translate'] = (message, values) =>
    Object.hasOwn(messages, message) ? lingui._(message, values) : undefined;
  return {
    translate,
    translateText: (text) => {
      if (Object.hasOwn(messages, text)) return lingui._(text);
      for (const { message, pattern, names } of specTemplates) {
        const match = new RegExp(pattern, 'u').exec(text);
        if (!match) continue;
        const values = Object.fromEntries(
          names.map((name, index) => {
            const value = match[index + 1] ?? '';
            const known = vocabularyPlaceholders.has(name) && Object.hasOwn(messages, value);
            return [name, known ? lingui._(value) : value];
          }),
        );
        return translate(message, values);
      }
      return undefined;
    },
  };
}
