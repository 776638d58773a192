import type { Profile } from '@tp/api';
import { profileMessages } from '@tp/messages';
import { i18n, loadLanguage } from '@tp/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { profileFields, type ProfileField } from './profileFields';
import { servedProfile } from '@tp/mocks';

/** Alex from the seed. */
const alex: Profile = servedProfile;

const shown = (fields: ProfileField[]) =>
  Object.fromEntries(fields.map((field) => [i18n._(field.label), field.value]));

describe('profileFields (spec 2 §2 Account Information)', () => {
  it('every field of the spec, in its order, dates in the locale (en-US, UTC here)', () => {
    const fields = profileFields(alex);
    expect(fields.map((field) => i18n._(field.label))).toEqual([
      'Full Name',
      'Email Address',
      'Phone Number',
      'Country',
      'Address',
      'Date of Birth',
      'Account Created',
      'Last Login',
      'Profile Last Updated',
    ]);
    expect(shown(fields)).toEqual({
      'Full Name': 'Alex Morgan',
      'Email Address': 'alex.morgan@example.com',
      'Phone Number': '+14155550101',
      Country: 'United States',
      Address: '500 Market Street, San Francisco, CA 94105',
      'Date of Birth': 'Apr 12, 1988',
      'Account Created': 'Mar 14, 2025, 9:30 AM',
      'Last Login': 'Jun 14, 2026, 8:12 AM',
      'Profile Last Updated': 'Feb 20, 2026, 5:45 PM',
    });
    expect(fields.every((field) => !field.missing)).toBe(true);
    // The machine-readable instant goes with each date.
    expect(fields.find((field) => field.id === 'lastLogin')?.dateTime).toBe(alex.last_login);
    expect(fields.find((field) => field.id === 'dateOfBirth')?.dateTime).toBe('1988-04-12');
  });

  it('empty and null personal fields say Not provided; the never-set instants say Never', () => {
    const fields = profileFields({
      ...alex,
      first_name: '',
      last_name: '  ',
      phone_number: null,
      country: '',
      address: '   ',
      date_of_birth: null,
      last_login: null,
      updated_at: null,
    });
    expect(shown(fields)).toMatchObject({
      'Full Name': profileMessages.notProvided,
      'Phone Number': profileMessages.notProvided,
      Country: profileMessages.notProvided,
      Address: profileMessages.notProvided,
      'Date of Birth': profileMessages.notProvided,
      'Last Login': profileMessages.never,
      'Profile Last Updated': profileMessages.never,
    });
    const missing = fields.filter((field) => field.missing).map((field) => field.id);
    expect(missing).toEqual([
      'fullName',
      'phone',
      'country',
      'address',
      'dateOfBirth',
      'lastLogin',
      'profileUpdated',
    ]);
  });

  it('one name alone, trimmed; text is shown trimmed', () => {
    expect(shown(profileFields({ ...alex, first_name: ' Alex ', last_name: '' }))).toMatchObject({
      'Full Name': 'Alex',
    });
    expect(shown(profileFields({ ...alex, first_name: '', last_name: 'Morgan' }))).toMatchObject({
      'Full Name': 'Morgan',
    });
    expect(shown(profileFields({ ...alex, country: ' Canada ' }))).toMatchObject({
      Country: 'Canada',
    });
  });

  it('an unreadable date is shown as the server sent it, not hidden', () => {
    const fields = profileFields({ ...alex, date_of_birth: '12/04/1988', updated_at: 'soon' });
    expect(shown(fields)).toMatchObject({
      'Date of Birth': '12/04/1988',
      'Profile Last Updated': 'soon',
    });
    expect(fields.find((field) => field.id === 'dateOfBirth')?.dateTime).toBeUndefined();
  });

  describe("in the profile's language (D18)", () => {
    afterEach(() => loadLanguage('en'));

    it("names the country as Profile Settings' options do, and says Not provided and Never in it", async () => {
      await loadLanguage('es');
      expect(shown(profileFields({ ...alex, country: 'United States' }))).toMatchObject({
        País: 'Estados Unidos',
      });
      const empty = shown(profileFields({ ...alex, address: null, last_login: null }));
      expect(empty).toMatchObject({
        Dirección: 'No proporcionado',
        'Último inicio de sesión': 'Nunca',
      });
      // A country the form does not offer, as the server sent it.
      expect(shown(profileFields({ ...alex, country: 'Atlantis' }))).toMatchObject({
        País: 'Atlantis',
      });
    });
  });
});
