import { describe, expect, it } from 'vitest';
import { languageOfBrowser, languageOfProfile } from './languages';

describe('which language (D18)', () => {
  it("reads the profile's language by the name the profile keeps", () => {
    expect(languageOfProfile('Spanish')).toBe('es');
    expect(languageOfProfile('Hindi')).toBe('hi');
    expect(languageOfProfile(undefined)).toBe('en');
    expect(languageOfProfile('Klingon')).toBe('en');
  });

  it("takes the browser's first language that is one of the five, else English", () => {
    expect(languageOfBrowser(['de-AT', 'en-US'])).toBe('de');
    expect(languageOfBrowser(['it-IT', 'fr-CA', 'es'])).toBe('fr');
    expect(languageOfBrowser(['ja-JP'])).toBe('en');
    expect(languageOfBrowser([])).toBe('en');
  });
});
