import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isCountry, type Country } from '@tp/api';
import { i18n } from '@tp/i18n';

/** What a country is shown as (D18): the value stays the API's English name. Written with `i18n._(…)`. */
export const countryLabels: Record<Country, MessageDescriptor> = {
  'United States': msg`United States`,
  Canada: msg`Canada`,
  'United Kingdom': msg`United Kingdom`,
  Australia: msg`Australia`,
  India: msg`India`,
};

/** The profile's country in the active language; one the form does not offer, as the server sent it. */
export function countryName(country: string): string {
  return isCountry(country) ? i18n._(countryLabels[country]) : country;
}
