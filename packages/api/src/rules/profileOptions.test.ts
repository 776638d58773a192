import { describe, expect, it } from 'vitest';
import { countryOptions, isCountry, isLanguage, languageOptions } from './profileOptions';

describe('the profile options (spec 2 §2)', () => {
  it("lists the contract's countries and languages in the form's order", () => {
    expect(countryOptions).toEqual([
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
      'India',
    ]);
    expect(languageOptions).toEqual(['English', 'Spanish', 'French', 'German', 'Hindi']);
  });

  it('takes only those values, exactly as written', () => {
    for (const country of countryOptions) expect(isCountry(country)).toBe(true);
    for (const language of languageOptions) expect(isLanguage(language)).toBe(true);
    for (const other of ['france', 'united states', 'English', '', 'toString', '__proto__'])
      expect(isCountry(other)).toBe(false);
    for (const other of ['english', 'Italian', 'Canada', 'constructor'])
      expect(isLanguage(other)).toBe(false);
  });
});
