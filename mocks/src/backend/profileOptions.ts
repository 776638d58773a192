// Spec 2 §2 (Profile Settings): the only countries and languages the form offers.
export const countryOptions = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'India',
] as const;
export const languageOptions = ['English', 'Spanish', 'French', 'German', 'Hindi'] as const;
