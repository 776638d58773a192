import { useLingui } from '@tp/i18n';
import { numberLocale } from './formatLocale';

/**
 * The formatters' locale in a component, which re-renders when it changes (D18). The app sets the locale
 * (`setFormatLocale`) just before it activates the language, so the language's listeners cover both: a component
 * that writes numbers or dates but no translated text, and that its parent does not re-render (`memo`, a canvas
 * that formats in callbacks it keeps), calls this and keys what it keeps on the result.
 */
export function useFormatLocale(): string {
  useLingui();
  return numberLocale();
}
