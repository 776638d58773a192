// D18: e-mails are sent in the account's language (the profile's `language`); English for anything else.
import type { Language } from '@tp/api';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import type { MailTexts } from './MailTexts';

export type { MailDestination, MailDevice, MailTexts, WithdrawalRoute } from './MailTexts';

/** Every language's e-mails, by the profile's `language` value. */
export const mailTextsByLanguage: Readonly<Record<Language, MailTexts>> = {
  English: en,
  Spanish: es,
  French: fr,
  German: de,
  Hindi: hi,
};

/** The English e-mails (the texts tests compare with). */
export const mailTexts: MailTexts = en;

/** The e-mails in `language` (a profile's `language`); English for an unknown or missing one. */
export function mailTextsFor(language: string | null | undefined): MailTexts {
  return language != null && Object.hasOwn(mailTextsByLanguage, language)
    ? mailTextsByLanguage[language as keyof typeof mailTextsByLanguage]
    : en;
}
