import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { MessageValues } from './formatSource';

const slot = /<(\/?)(\$?\d+)(\/?)>/g;

/**
 * React elements among a `<Trans>`'s values cannot be written into its text: each becomes a self-closing slot
 * `<$n/>`, as in @lingui/react, filled by `fillSlots` afterwards.
 */
export function slotsForElements(
  values: MessageValues | undefined,
  components: Record<string, ReactElement> | undefined,
): { values: MessageValues | undefined; slots: Record<string, ReactElement> } {
  const slots: Record<string, ReactElement> = { ...components };
  if (!values) return { values, slots };
  const written: MessageValues = { ...values };
  let count = 0;
  for (const [name, value] of Object.entries(values)) {
    if (!isValidElement(value)) continue;
    written[name] = `<$${count}/>`;
    slots[`$${count}`] = value;
    count += 1;
  }
  return { values: written, slots };
}

/** "By signing up you accept our <0>terms</0>." → the text around the slots and each slot's element. */
export function fillSlots(text: string, slots: Record<string, ReactElement>): ReactNode {
  if (!/<\$?\d+\/?>/.test(text)) return text;
  const levels: ReactNode[][] = [[]];
  const opened: string[] = [];
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(slot)) {
    const [whole, closing, name = '', selfClosing] = match;
    levels[0]!.push(text.slice(last, match.index));
    last = match.index + whole.length;
    if (selfClosing) {
      const element = slots[name];
      if (element) levels[0]!.push(cloneElement(element, { key: key++ }));
    } else if (!closing) {
      levels.unshift([]);
      opened.unshift(name);
    } else {
      const children = levels.shift() ?? [];
      const element = slots[opened.shift() ?? ''];
      levels[0]!.push(element ? cloneElement(element, { key: key++ }, ...children) : children);
    }
  }
  levels[0]!.push(text.slice(last));
  return levels[0]!;
}
