import { i18n } from '@tp/i18n';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@tp/api';
import { registerValidation } from '@tp/messages';
import {
  isEmptyChange,
  localDateOf,
  personalInfoOf,
  profileChangeOf,
  validatePersonalInfo,
} from './personalInfo';
import { profileSettingsTexts } from './profileSettingsTexts';
import { servedProfile } from '@tp/mocks';

/** Alex as the seed has him. */
const alex: Profile = servedProfile;
const bare: Profile = {
  ...alex,
  phone_number: null,
  country: null,
  address: null,
  date_of_birth: null,
};
const today = '2026-06-15';

describe('personalInfoOf', () => {
  it('fills the form from the profile; what is not set is empty', () => {
    expect(personalInfoOf(alex)).toEqual({
      firstName: 'Alex',
      lastName: 'Morgan',
      email: 'alex.morgan@example.com',
      phone: '+14155550101',
      country: 'United States',
      address: '500 Market Street, San Francisco, CA 94105',
      dateOfBirth: '1988-04-12',
      language: 'English',
    });
    expect(personalInfoOf(bare)).toMatchObject({
      phone: '',
      country: '',
      address: '',
      dateOfBirth: '',
    });
  });

  it('defaults the language to English (spec 2 §3)', () => {
    expect(personalInfoOf({ ...alex, language: '' }).language).toBe('English');
  });
});

describe('profileChangeOf (spec 2 §3: only the changed fields)', () => {
  it('is empty when nothing changed, spaces and case aside', () => {
    const change = profileChangeOf(alex, {
      ...personalInfoOf(alex),
      firstName: ' Alex ',
      email: 'Alex.Morgan@Example.com ',
      phone: '+1 415 555 0101',
    });
    expect(change).toEqual({});
    expect(isEmptyChange(change)).toBe(true);
  });

  it('sends each changed field under its API name, as the server reads it', () => {
    expect(
      profileChangeOf(alex, {
        firstName: 'Alexandra ',
        lastName: 'Morgan-Lee',
        email: ' New.Address@Example.com',
        phone: '+44 7700 900124',
        country: 'Canada',
        address: '1 Bay Street, Toronto',
        dateOfBirth: '1989-05-13',
        language: 'French',
      }),
    ).toEqual({
      new_first_name: 'Alexandra',
      new_last_name: 'Morgan-Lee',
      new_email: 'new.address@example.com',
      new_phone_number: '+447700900124',
      country: 'Canada',
      address: '1 Bay Street, Toronto',
      date_of_birth: '1989-05-13',
      language: 'French',
    });
  });

  it('sends an emptied address or date of birth empty (the server clears them)', () => {
    expect(
      profileChangeOf(alex, { ...personalInfoOf(alex), address: '  ', dateOfBirth: '' }),
    ).toEqual({ address: '', date_of_birth: '' });
  });

  it('sends neither a country nor a language outside the spec lists, nor an empty phone', () => {
    expect(
      profileChangeOf(bare, { ...personalInfoOf(bare), country: 'Atlantis', language: 'Klingon' }),
    ).toEqual({});
    expect(profileChangeOf(alex, { ...personalInfoOf(alex), phone: '' })).toEqual({});
  });

  it('sets what a bare profile lacks', () => {
    expect(
      profileChangeOf(bare, { ...personalInfoOf(bare), country: 'India', phone: '+919876543210' }),
    ).toEqual({ country: 'India', new_phone_number: '+919876543210' });
  });
});

describe('validatePersonalInfo (spec 1 §5 registration rules where they apply)', () => {
  it('accepts the profile as it is', () => {
    expect(validatePersonalInfo(personalInfoOf(alex), alex, today, i18n)).toEqual({});
    expect(validatePersonalInfo(personalInfoOf(bare), bare, today, i18n)).toEqual({});
  });

  it('requires names and an address-shaped e-mail, with the registration messages', () => {
    expect(
      validatePersonalInfo(
        { ...personalInfoOf(alex), firstName: ' ', lastName: '', email: '' },
        alex,
        today,
        i18n,
      ),
    ).toEqual({
      firstName: registerValidation.firstNameRequired,
      lastName: registerValidation.lastNameRequired,
      email: registerValidation.emailRequired,
    });
    expect(
      validatePersonalInfo({ ...personalInfoOf(alex), email: 'alex@example' }, alex, today, i18n),
    ).toEqual({ email: registerValidation.emailInvalid });
  });

  it('checks a typed phone; an empty one only when the profile has one (it cannot be removed)', () => {
    expect(
      validatePersonalInfo({ ...personalInfoOf(alex), phone: '12' }, alex, today, i18n),
    ).toEqual({
      phone: registerValidation.phoneInvalid,
    });
    expect(validatePersonalInfo({ ...personalInfoOf(alex), phone: '' }, alex, today, i18n)).toEqual(
      {
        phone: registerValidation.phoneRequired,
      },
    );
    expect(validatePersonalInfo({ ...personalInfoOf(bare), phone: '' }, bare, today, i18n)).toEqual(
      {},
    );
  });

  it('wants a date of birth in the past', () => {
    expect(
      validatePersonalInfo({ ...personalInfoOf(alex), dateOfBirth: today }, alex, today, i18n),
    ).toEqual({ dateOfBirth: i18n._(profileSettingsTexts.dateOfBirthFuture) });
    expect(
      validatePersonalInfo(
        { ...personalInfoOf(alex), dateOfBirth: '2026-06-14' },
        alex,
        today,
        i18n,
      ),
    ).toEqual({});
  });
});

describe('localDateOf', () => {
  it('is the local calendar date, zero-padded', () => {
    expect(localDateOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
