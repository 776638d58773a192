import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '@tp/api';

// The options are the contract's, shared with the mock server; their labels, with Account Information.
export { countryOptions, isCountry, isLanguage, languageOptions } from '@tp/api';
export { countryLabels } from '../shared/countries';

/** Spec 2 §3: a profile without a language is in English. */
export const defaultLanguage: Language = 'English';

/**
 * What the form shows for each language (D18): in English the spec's names byte for byte ("Spanish"), in another
 * language that language's word for it; the value stays the API's English name.
 */
export const languageLabels: Record<Language, MessageDescriptor> = {
  English: msg`English`,
  Spanish: msg`Spanish`,
  French: msg`French`,
  German: msg`German`,
  Hindi: msg`Hindi`,
};
