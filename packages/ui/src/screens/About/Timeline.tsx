import { ItemList } from '../shared/ItemList';
import * as styles from './About.css';

export interface Milestone {
  year: number;
  text: string;
}

/** The company's journey, oldest first, as an ordered list. */
export function Timeline({ milestones }: { milestones: readonly Milestone[] }) {
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
          <span>{milestone.text}</span>
        </>
      )}
    </ItemList>
  );
}
