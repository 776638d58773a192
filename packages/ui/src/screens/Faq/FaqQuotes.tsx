import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ItemList } from '../shared/ItemList';
import * as styles from './Faq.css';

export interface FaqQuote {
  quote: MessageDescriptor;
  author: string;
}

/** Short user quotes beside the answers (spec 1 §2). */
export function FaqQuotes({ quotes }: { quotes: readonly FaqQuote[] }) {
  const { i18n } = useLingui();
  return (
    <ItemList items={quotes} className={styles.quotes} keyOf={(item) => item.author}>
      {(item) => (
        <figure className={styles.quote}>
          <blockquote className={styles.quoteText}>
            <p>“{i18n._(item.quote)}”</p>
          </blockquote>
          <figcaption className={styles.quoteAuthor}>— {item.author}</figcaption>
        </figure>
      )}
    </ItemList>
  );
}
