import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { FaqEntry } from '../../content';
import type { AccordionItem } from '../../widgets/Accordion';

/** A message of the content, written in the active language (re-rendered when it changes). */
function Written({ message }: { message: MessageDescriptor }) {
  const { i18n } = useLingui();
  return i18n._(message);
}

/** Questions and answers as Accordion items, ids `<idPrefix>-<index>`. */
export function faqItems(entries: readonly FaqEntry[], idPrefix: string): AccordionItem[] {
  return entries.map((entry, index) => ({
    id: `${idPrefix}-${index}`,
    title: <Written message={entry.question} />,
    content: (
      <p>
        <Written message={entry.answer} />
      </p>
    ),
  }));
}
