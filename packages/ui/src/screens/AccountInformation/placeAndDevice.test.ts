import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '@tp/i18n';
import { deviceLabel, placeName } from './placeAndDevice';

afterEach(() => loadLanguage('en'));

describe('a session’s place and device (D12) in the profile’s language (D18)', () => {
  it('stays exactly what the server sent in English', () => {
    expect(placeName('San Francisco, United States')).toBe('San Francisco, United States');
    expect(deviceLabel('Chrome on Linux')).toBe('Chrome on Linux');
    expect(deviceLabel('Unknown device')).toBe('Unknown device');
  });

  it('writes the country and the words around the names in Spanish', async () => {
    await loadLanguage('es');
    expect(placeName('San Francisco, United States')).toBe('San Francisco, Estados Unidos');
    expect(placeName('India')).toBe('India');
    expect(deviceLabel('Chrome on Linux')).toBe('Chrome en Linux');
    expect(deviceLabel('Unknown device')).not.toBe('Unknown device');
    expect(deviceLabel('Firefox')).toBe('Firefox');
  });

  it('leaves a place or a country it does not know as sent', async () => {
    await loadLanguage('es');
    expect(placeName('Lisbon, Portugal')).toBe('Lisbon, Portugal');
  });
});
