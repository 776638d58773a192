import type { ReactNode } from 'react';
import { ItemList } from './ItemList';

export interface Fact {
  label: ReactNode;
  value: ReactNode;
}

/** The class names of a page's facts (each page keeps its own look). */
export interface FactListStyles {
  list: string;
  fact: string;
  label: string;
  value?: string;
}

export interface FactListProps {
  facts: readonly Fact[];
  styles: FactListStyles;
  /**
   * In order (a timeline: each year, then what happened) as an ordered list; otherwise labelled figures as a
   * description list, the label the term and the figure its value.
   */
  ordered?: boolean;
}

/** Labelled items drawn from data: a fixed list, keyed by place. */
export function FactList({ facts, styles, ordered = false }: FactListProps) {
  const [Label, Value] = ordered ? (['span', 'span'] as const) : (['dt', 'dd'] as const);
  return (
    <ItemList
      as={ordered ? 'ol' : 'dl'}
      items={facts}
      className={styles.list}
      itemClassName={styles.fact}
      keyOf={(_fact, index) => index}
    >
      {(fact) => (
        <>
          <Label className={styles.label}>{fact.label}</Label>
          <Value className={styles.value}>{fact.value}</Value>
        </>
      )}
    </ItemList>
  );
}
