import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ItemList } from '../shared/ItemList';
import * as styles from './About.css';

export interface Milestone {
  year: number;
  text: MessageDescriptor;
}

/** The company's journey, oldest first, as an ordered list. */
export function Timeline({ milestones }: { milestones: readonly Milestone[] }) {
  const { i18n } = useLingui();
  return (
    <ItemList
      as="ol"
      items={milestones}
      className={styles.timeline}
      itemClassName={styles.milestone}
      keyOf={(milestone) => milestone.year}
    >
      {(milestone) => (
        <>
          <time className={styles.milestoneYear} dateTime={String(milestone.year)}>
            {milestone.year}
          </time>
          <span>{i18n._(milestone.text)}</span>
        </>
      )}
    </ItemList>
  );
}
