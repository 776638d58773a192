import { msg } from '@lingui/core/macro';
import { i18n, translateText } from '@tp/i18n';
import { countryName } from '../shared/countries';

/**
 * A place as the server records it (D3: "San Francisco, United States"), with the country in the active language
 * (D18); a country the product does not name is shown as sent, like the city.
 */
export function placeName(location: string): string {
  const comma = location.lastIndexOf(', ');
  if (comma < 0) return countryName(location);
  return `${location.slice(0, comma)}, ${countryName(location.slice(comma + 2))}`;
}

/**
 * A session's device as the server names it (D12: "Chrome on Linux", one name alone, or "Unknown device") in the
 * active language: the browser and the system are names, the words around them are ours.
 */
export function deviceLabel(device: string): string {
  const parts = /^(?<browser>.+) on (?<system>.+)$/.exec(device)?.groups;
  if (!parts) return translateText(device);
  const { browser = '', system = '' } = parts;
  return i18n._(msg`${browser} on ${system}`);
}
