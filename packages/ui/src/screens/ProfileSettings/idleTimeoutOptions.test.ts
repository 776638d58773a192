import { describe, expect, it } from 'vitest';
import { i18n } from '@tp/i18n';
import { idleTimeoutLabel, idleTimeoutOptions, minutesOfChoice } from './idleTimeoutOptions';

describe('idle timeout options', () => {
  it('offers 5 minutes to 12 hours, in minutes below an hour and hours above', () => {
    expect(idleTimeoutOptions(15).map((option) => i18n._(option.label))).toEqual([
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '30 minutes',
      '1 hour',
      '2 hours',
      '4 hours',
      '8 hours',
      '12 hours',
    ]);
    expect(idleTimeoutOptions(15).map((option) => option.value)[0]).toBe('5');
  });

  it('offers a saved value that is none of the choices, in its place', () => {
    const options = idleTimeoutOptions(90);
    expect(options.map((option) => i18n._(option.label))).toContain('90 minutes');
    expect(options.findIndex((option) => option.value === '90')).toBe(5);
    expect(i18n._(idleTimeoutLabel(1))).toBe('1 minute');
  });

  it('reads the chosen value back as minutes, and nothing it never offered', () => {
    expect(minutesOfChoice('480', 15)).toBe(480);
    expect(minutesOfChoice('90', 90)).toBe(90);
    expect(minutesOfChoice('90', 15)).toBeNull();
    expect(minutesOfChoice('', 15)).toBeNull();
  });
});
