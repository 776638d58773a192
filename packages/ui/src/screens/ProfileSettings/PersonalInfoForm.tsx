import { useLingui } from '@lingui/react/macro';
import type { UseForm } from '../../forms';
import { Select } from '../../widgets/Select';
import { FormFields, type FieldSpec } from '../shared/FormFields';
import type { PersonalInfoField, PersonalInfoValues } from './personalInfo';
import { countryLabels, countryOptions, languageLabels, languageOptions } from './profileOptions';
import { fieldLabels, profileSettingsTexts } from './profileSettingsTexts';
import * as styles from './ProfileSettings.css';
import { SettingsForm } from './SettingsForm';

// D18: each language in its own words, the same in every language of the page.

export interface PersonalInfoFormProps {
  form: UseForm<PersonalInfoValues, PersonalInfoField>;
  /** The profile has no country yet: the select starts on "Select a country" (a set one cannot be removed). */
  offerNoCountry: boolean;
}

const fieldsBeforeCountry: FieldSpec<PersonalInfoField>[] = [
  {
    field: 'firstName',
    label: fieldLabels.firstName,
    autoComplete: 'given-name',
    required: true,
  },
  { field: 'lastName', label: fieldLabels.lastName, autoComplete: 'family-name', required: true },
  {
    field: 'email',
    label: fieldLabels.email,
    type: 'email',
    autoComplete: 'email',
    spellCheck: false,
    required: true,
    hint: profileSettingsTexts.emailHint,
    className: styles.wide,
  },
  {
    field: 'phone',
    label: fieldLabels.phone,
    type: 'tel',
    autoComplete: 'tel',
    hint: profileSettingsTexts.phoneHint,
  },
  { field: 'dateOfBirth', label: fieldLabels.dateOfBirth, type: 'date', autoComplete: 'bday' },
];

const addressField: FieldSpec<PersonalInfoField>[] = [
  {
    field: 'address',
    label: fieldLabels.address,
    autoComplete: 'street-address',
    className: styles.wide,
  },
];

/** Spec 2 §2 Personal Information: names, e-mail, phone, country, address, date of birth, language. */
export function PersonalInfoForm({ form, offerNoCountry }: PersonalInfoFormProps) {
  const { i18n } = useLingui();
  // The values stay the API's English names; only what the options show is translated.
  const countries = countryOptions.map((value) => ({ value, label: i18n._(countryLabels[value]) }));
  const languages = languageOptions.map((value) => ({
    value,
    label: i18n._(languageLabels[value]),
  }));
  return (
    <SettingsForm form={form} section="personal">
      <div className={styles.fieldGrid}>
        <FormFields form={form} specs={fieldsBeforeCountry} />
        <Select
          label={i18n._(fieldLabels.country)}
          name="country"
          autoComplete="country-name"
          options={countries}
          placeholder={offerNoCountry ? i18n._(profileSettingsTexts.countryPlaceholder) : undefined}
          {...form.field('country')}
        />
        <Select
          label={i18n._(fieldLabels.language)}
          name="language"
          autoComplete="language"
          options={languages}
          {...form.field('language')}
        />
        <FormFields form={form} specs={addressField} />
      </div>
    </SettingsForm>
  );
}
