import * as styles from './About.css';

export interface Milestone {
  year: number;
  text: string;
}

/** The company's journey, oldest first, as an ordered list. */
export function Timeline({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ol className={styles.timeline}>
      {milestones.map((milestone) => (
        <li key={milestone.year} className={styles.milestone}>
          <time className={styles.milestoneYear} dateTime={String(milestone.year)}>
            {milestone.year}
          </time>
          <span>{milestone.text}</span>
        </li>
      ))}
    </ol>
  );
}
