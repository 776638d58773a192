import type { ReactNode } from 'react';
import { ItemList } from './ItemList';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** The class names of a page's facts (each page keeps its own look). */
export interface FactListStyles {
  list: string;
  fact: string;
  label: string;
  value: string;
}

/** Labelled figures as a description list: the label is the term, the figure its value. */
export function FactList({ facts, styles }: { facts: readonly Fact[]; styles: FactListStyles }) {
  return (
    <ItemList
      as="dl"
      items={facts}
      className={styles.list}
      itemClassName={styles.fact}
      keyOf={(_fact, index) => index}
    >
      {(fact) => (
        <>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </>
      )}
    </ItemList>
  );
}
