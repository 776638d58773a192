import type { UseForm } from '../../forms';
import { Button } from '../../widgets/Button';
import { Select } from '../../widgets/Select';
import { TextField } from '../../widgets/TextField';
import type { PersonalInfoField, PersonalInfoValues } from './personalInfo';
import { countryOptions, languageOptions } from './profileOptions';
import { fieldLabels, profileSettingsTexts } from './profileSettingsTexts';
import * as styles from './ProfileSettings.css';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const countries = asOptions(countryOptions);
const languages = asOptions(languageOptions);

export interface PersonalInfoFormProps {
  form: UseForm<PersonalInfoValues, PersonalInfoField>;
  /** The profile has no country yet: the select starts on "Select a country" (a set one cannot be removed). */
  offerNoCountry: boolean;
}

/** Spec 2 §2 Personal Information: names, e-mail, phone, country, address, date of birth, language. */
export function PersonalInfoForm({ form, offerNoCountry }: PersonalInfoFormProps) {
  return (
    <form className={styles.form} aria-label="Personal information" {...form.formProps}>
      <div className={styles.fieldGrid}>
        <TextField
          label={fieldLabels.firstName}
          name="firstName"
          autoComplete="given-name"
          required
          {...form.field('firstName')}
        />
        <TextField
          label={fieldLabels.lastName}
          name="lastName"
          autoComplete="family-name"
          required
          {...form.field('lastName')}
        />
        <TextField
          label={fieldLabels.email}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          hint={profileSettingsTexts.emailHint}
          className={styles.wide}
          {...form.field('email')}
        />
        <TextField
          label={fieldLabels.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          hint={profileSettingsTexts.phoneHint}
          {...form.field('phone')}
        />
        <TextField
          label={fieldLabels.dateOfBirth}
          name="dateOfBirth"
          type="date"
          autoComplete="bday"
          {...form.field('dateOfBirth')}
        />
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
        <TextField
          label={fieldLabels.address}
          name="address"
          autoComplete="street-address"
          className={styles.wide}
          {...form.field('address')}
        />
      </div>
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          busy={form.busy}
          busyLabel={profileSettingsTexts.savingPersonal}
        >
          {profileSettingsTexts.savePersonal}
        </Button>
      </div>
    </form>
  );
}
