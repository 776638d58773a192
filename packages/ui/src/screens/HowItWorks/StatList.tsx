import * as styles from './HowItWorks.css';

export interface Stat {
  value: string;
  label: string;
}

/** Headline figures: the label is the term, the figure its value (shown large, above the label). */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className={styles.stats}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.statLabel}>{stat.label}</dt>
          <dd className={styles.statValue}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
