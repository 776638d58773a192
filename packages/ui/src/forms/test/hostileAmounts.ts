import { neverAnAmount, tooLargeToHold } from '@tp/mocks/test/hostileAmounts.ts';

export { tooLargeToHold };

/** What no money form reads as an amount: the server's list, and separators where en-US puts none. */
export const notAnAmount = [
  ...neverAnAmount,
  '-.',
  '12.3.4',
  '1,0',
  '12,34',
  '1,2345',
  '1,,000',
  ',5',
  '5,',
  '0,100',
  '1 000',
  '5 USD',
  '\u202e5',
] as const;

/** en-US grouping, commas only where en-US puts them; every money form reads these the same. */
export const groupedAmounts = [
  ['1,250.75', 125_075],
  ['250,000', 25_000_000],
  ['12,345,678.9', 1_234_567_890],
  ['-1,000', -100_000],
] as const;
