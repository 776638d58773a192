import { ItemList } from './ItemList';

export interface TitledText {
  title: string;
  text: string;
}

/** The class names of a page's cards (each page keeps its own look). */
export interface CardListStyles {
  list: string;
  card: string;
  title: string;
  text: string;
  /** The number badge of a numbered list. */
  number?: string;
}

/**
 * Cards of an h3 title and a line of text. `numbered` makes it an ordered list, so the order is
 * announced too, and shows each card's number (hidden from screen readers, which announce it).
 */
export function CardList({
  items,
  styles,
  numbered = false,
}: {
  items: readonly TitledText[];
  styles: CardListStyles;
  numbered?: boolean;
}) {
  return (
    <ItemList
      as={numbered ? 'ol' : 'ul'}
      items={items}
      className={styles.list}
      itemClassName={styles.card}
      keyOf={(_item, index) => index}
    >
      {(item, index) => (
        <>
          {numbered && (
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
          )}
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </>
      )}
    </ItemList>
  );
}
