// Types of i18n-spec-texts-core.mjs (a plain script module, imported by its unit test).

export interface SpecTemplate {
  /** The ICU message: the text with `{name}` for each parameter. */
  message: string;
  /** An anchored RegExp source capturing each parameter, in order. */
  pattern: string;
  names: string[];
}

export function specTextsOf(messagesModule: object): { texts: string[]; templates: SpecTemplate[] };
/** The user-facing texts of the server's package catalogue (name, description, features, roi, duration). */
export function packageCatalogueTexts(
  catalogue: readonly {
    name: string;
    description: string;
    features: readonly string[];
    roi: string;
    duration: string;
  }[],
): string[];
export function specTextsFiles(messagesModule: object): { extraction: string; runtime: string };
export const specTextsPaths: { extraction: string; runtime: string };
