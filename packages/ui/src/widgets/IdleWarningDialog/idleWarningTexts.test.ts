import { i18n } from '@tp/i18n';
import { describe, expect, it } from 'vitest';
import { announcementOf, formatCountdown } from './idleWarningTexts';

describe('formatCountdown', () => {
  it.each([
    [60, '1:00'],
    [59, '0:59'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
    [125, '2:05'],
  ])('%i s is %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('announcementOf', () => {
  it('changes only as the count passes 30 and 10 seconds', () => {
    const said = Array.from({ length: 60 }, (_, index) => i18n._(announcementOf(60 - index)));
    const changes = said.filter((text, index) => index > 0 && text !== said[index - 1]);
    expect(changes).toEqual([
      'You will be signed out in about 30 seconds.',
      'You will be signed out in about 10 seconds.',
    ]);
    expect(i18n._(announcementOf(60))).toBe('You will be signed out in about a minute.');
    expect(i18n._(announcementOf(30))).toBe('You will be signed out in about 30 seconds.');
    expect(i18n._(announcementOf(10))).toBe('You will be signed out in about 10 seconds.');
  });
});
