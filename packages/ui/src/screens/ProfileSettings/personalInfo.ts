import type { Profile, ProfileChange } from '@tp/api';
import { registerValidation } from '@tp/messages';
import { isEmailShaped, isValidPhone, normalizeEmail, type FieldErrors } from '../../forms';
import { defaultLanguage, isCountry, isLanguage } from './profileOptions';
import { profileSettingsTexts, type Translator } from './profileSettingsTexts';

/** The Personal Information form (spec 2 §3, local profile names). */
export interface PersonalInfoValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  address: string;
  dateOfBirth: string;
  language: string;
}

export type PersonalInfoField = keyof PersonalInfoValues;

/** The form's values for a profile: what is not set is empty; the language defaults to English. */
export function personalInfoOf(profile: Profile): PersonalInfoValues {
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    email: profile.email,
    phone: profile.phone_number ?? '',
    country: profile.country ?? '',
    address: profile.address ?? '',
    dateOfBirth: profile.date_of_birth ?? '',
    language: profile.language || defaultLanguage,
  };
}

const withoutSpaces = (text: string) => text.replace(/\s/g, '');

/**
 * Spec 1 §5's registration rules where they apply (names and e-mail required, e-mail and phone
 * shaped); the phone may stay empty only if the profile has none (the server cannot remove it); a
 * date of birth lies in the past (`today` is YYYY-MM-DD). `i18n` writes the screen's own message (D18).
 */
export function validatePersonalInfo(
  values: PersonalInfoValues,
  profile: Pick<Profile, 'phone_number'>,
  today: string,
  i18n: Translator,
): FieldErrors<PersonalInfoField> {
  const errors: FieldErrors<PersonalInfoField> = {};
  if (values.firstName.trim() === '') errors.firstName = registerValidation.firstNameRequired;
  if (values.lastName.trim() === '') errors.lastName = registerValidation.lastNameRequired;
  if (values.email.trim() === '') errors.email = registerValidation.emailRequired;
  else if (!isEmailShaped(values.email)) errors.email = registerValidation.emailInvalid;
  if (values.phone.trim() === '') {
    if (profile.phone_number) errors.phone = registerValidation.phoneRequired;
  } else if (!isValidPhone(values.phone)) errors.phone = registerValidation.phoneInvalid;
  if (values.dateOfBirth !== '' && !(values.dateOfBirth < today))
    errors.dateOfBirth = i18n._(profileSettingsTexts.dateOfBirthFuture);
  return errors;
}

/**
 * Only what differs from the profile (spec 2 §3 `ProfileChange` names), as the server reads it: names
 * trimmed, the e-mail normalised, the phone without spaces; an emptied address or date of birth is
 * sent empty, which clears it. An empty object means nothing changed.
 */
export function profileChangeOf(profile: Profile, values: PersonalInfoValues): ProfileChange {
  const before = personalInfoOf(profile);
  const change: ProfileChange = {};
  const firstName = values.firstName.trim();
  if (firstName !== before.firstName) change.new_first_name = firstName;
  const lastName = values.lastName.trim();
  if (lastName !== before.lastName) change.new_last_name = lastName;
  const email = normalizeEmail(values.email);
  if (email !== normalizeEmail(before.email)) change.new_email = email;
  const phone = withoutSpaces(values.phone);
  if (phone !== '' && phone !== withoutSpaces(before.phone)) change.new_phone_number = phone;
  if (values.country !== before.country && isCountry(values.country))
    change.country = values.country;
  const address = values.address.trim();
  if (address !== before.address.trim()) change.address = address;
  if (values.dateOfBirth !== before.dateOfBirth) change.date_of_birth = values.dateOfBirth;
  if (values.language !== before.language && isLanguage(values.language))
    change.language = values.language;
  return change;
}

export function isEmptyChange(change: ProfileChange): boolean {
  return Object.keys(change).length === 0;
}

/** The date in the user's time zone as YYYY-MM-DD, as a date input gives it. */
export function localDateOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
