import { setupI18n, type Messages } from '@lingui/core';
import type { Catalogue } from './runtime';
import { specTemplates } from './specTemplates.generated';

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
        const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
        return translate(message, values);
      }
      return undefined;
    },
  };
}
