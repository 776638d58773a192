import type { UseForm } from '../../forms';
import { Select } from '../../widgets/Select';
import { FormFields, type FieldSpec } from '../shared/FormFields';
import type { PersonalInfoField, PersonalInfoValues } from './personalInfo';
import { countryOptions, languageOptions } from './profileOptions';
import { fieldLabels, profileSettingsTexts } from './profileSettingsTexts';
import * as styles from './ProfileSettings.css';
import { SettingsForm } from './SettingsForm';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const countries = asOptions(countryOptions);
const languages = asOptions(languageOptions);

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
  return (
    <SettingsForm form={form} section="personal">
      <div className={styles.fieldGrid}>
        <FormFields form={form} specs={fieldsBeforeCountry} />
        <Select
          label={fieldLabels.country}
          name="country"
          autoComplete="country-name"
          options={countries}
          placeholder={offerNoCountry ? profileSettingsTexts.countryPlaceholder : undefined}
          {...form.field('country')}
        />
        <Select
          label={fieldLabels.language}
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
