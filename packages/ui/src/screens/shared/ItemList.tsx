import type { ReactNode } from 'react';

export interface ItemListProps<T> {
  items: readonly T[];
  /** `ul`, `ol` (when the order matters) or `dl` (each item a `div` holding its `dt` and `dd`). */
  as?: 'ul' | 'ol' | 'dl';
  className?: string;
  itemClassName?: string;
  /** A stable key: an id, or the index for a fixed list (never a text written in the active language). */
  keyOf: (item: T, index: number) => string | number;
  /** One item's content. */
  children: (item: T, index: number) => ReactNode;
}

/** A list drawn from data, one item per entry. */
export function ItemList<T>({
  items,
  as: List = 'ul',
  className,
  itemClassName,
  keyOf,
  children,
}: ItemListProps<T>) {
  const Item = List === 'dl' ? 'div' : 'li';
  return (
    <List className={className}>
      {items.map((item, index) => (
        <Item key={keyOf(item, index)} className={itemClassName}>
          {children(item, index)}
        </Item>
      ))}
    </List>
  );
}
