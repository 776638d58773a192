import type { MessageDescriptor } from '@lingui/core';
import type { Profile } from '@tp/api';
import { translateText } from '@tp/i18n';
import { profileMessages } from '@tp/messages';
import { countryName } from '../shared/countries';
import { profileFieldLabels } from './accountInformationTexts';
import { formatCalendarDate, formatDateTime } from './formatAccountDate';

export type ProfileFieldId = keyof typeof profileFieldLabels;

/** One read-only field: its label, what it shows, and the machine-readable date when it is one. */
export interface ProfileField {
  id: ProfileFieldId;
  /** Written in the active language with `i18n._(label)`. */
  label: MessageDescriptor;
  value: string;
  /** Set when the value is a date or instant the page shows in the user's locale (for `<time dateTime>`). */
  dateTime?: string;
  /** The server has nothing for it: `Not provided` or `Never`, shown muted. */
  missing: boolean;
}

const present = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

function text(
  id: ProfileFieldId,
  value: string | null | undefined,
  show: (value: string) => string = (given) => given,
): ProfileField {
  return present(value)
    ? { id, label: profileFieldLabels[id], value: show(value.trim()), missing: false }
    : {
        id,
        label: profileFieldLabels[id],
        value: missingText(profileMessages.notProvided),
        missing: true,
      };
}

/** `Not provided` or `Never` (spec texts of @tp/messages), in the active language (D18). */
const missingText = (spec: string) => translateText(spec);

/**
 * A date: shown in the user's locale; an unreadable one as it came (the server's text beats a
 * blank); a missing one as `missing`.
 */
function date(
  id: ProfileFieldId,
  value: string | null | undefined,
  format: (iso: string) => string | null,
  missing: string,
): ProfileField {
  const label = profileFieldLabels[id];
  if (!present(value)) return { id, label, value: missingText(missing), missing: true };
  const shown = format(value);
  return shown === null
    ? { id, label, value, missing: false }
    : { id, label, value: shown, dateTime: value, missing: false };
}

/**
 * Spec 2 §2 Account Information's read-only fields, in its order, in the active language (called while rendering). Empty or null personal fields show
 * `Not provided`; the two instants the user never set show `Never` when the server has none (a null
 * `updated_at` is a profile never changed, as Profile Settings' "last updated or Never" reads it; a
 * null `last_login` is an account never signed in).
 */
export function profileFields(profile: Profile): ProfileField[] {
  const fullName = [profile.first_name, profile.last_name]
    .filter(present)
    .map((part) => part.trim())
    .join(' ');
  return [
    text('fullName', fullName),
    text('email', profile.email),
    text('phone', profile.phone_number),
    // D18: the API's English name, as Profile Settings' options name it.
    text('country', profile.country, countryName),
    text('address', profile.address),
    date('dateOfBirth', profile.date_of_birth, formatCalendarDate, profileMessages.notProvided),
    date('accountCreated', profile.date_joined, formatDateTime, profileMessages.notProvided),
    date('lastLogin', profile.last_login, formatDateTime, profileMessages.never),
    date('profileUpdated', profile.updated_at, formatDateTime, profileMessages.never),
  ];
}
