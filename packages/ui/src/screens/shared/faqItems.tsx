import type { FaqEntry } from '../../content';
import type { AccordionItem } from '../../widgets/Accordion';

/** Questions and answers as Accordion items, ids `<idPrefix>-<index>`. */
export function faqItems(entries: readonly FaqEntry[], idPrefix: string): AccordionItem[] {
  return entries.map((entry, index) => ({
    id: `${idPrefix}-${index}`,
    title: entry.question,
    content: <p>{entry.answer}</p>,
  }));
}
