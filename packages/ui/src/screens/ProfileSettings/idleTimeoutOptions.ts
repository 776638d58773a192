// D15: the idle timeout's choices, 5 minutes to 12 hours (the server takes any whole minute in between).
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

export const idleTimeoutChoices = [5, 10, 15, 30, 60, 120, 240, 480, 720] as const;

/** "5 minutes", "1 hour", "12 hours"; "90 minutes" for a value that is not whole hours (written with `i18n._`). */
export function idleTimeoutLabel(minutes: number): MessageDescriptor {
  if (minutes >= 60 && minutes % 60 === 0) {
    const hours = minutes / 60;
    return msg`${plural(hours, { one: '# hour', other: '# hours' })}`;
  }
  return msg`${plural(minutes, { one: '# minute', other: '# minutes' })}`;
}

/** The minutes the select offers: the choices, and the saved value when it is none of them (set elsewhere). */
export function idleTimeoutMinutes(current: number): number[] {
  const offered: number[] = [...idleTimeoutChoices];
  return offered.includes(current) ? offered : [...offered, current].sort((a, b) => a - b);
}

/** The select's options; each label is written with `i18n._`. */
export function idleTimeoutOptions(current: number): { value: string; label: MessageDescriptor }[] {
  return idleTimeoutMinutes(current).map((minutes) => ({
    value: String(minutes),
    label: idleTimeoutLabel(minutes),
  }));
}

/** The minutes of the chosen option's value, or null for a value the select never offered. */
export function minutesOfChoice(value: string, current: number): number | null {
  return idleTimeoutMinutes(current).find((minutes) => String(minutes) === value) ?? null;
}
