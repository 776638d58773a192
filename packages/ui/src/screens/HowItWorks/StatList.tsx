import { FactList } from '../shared/FactList';
import * as styles from './HowItWorks.css';

export interface Stat {
  value: string;
  label: string;
}

/** Headline figures, each shown large above its label. */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  return <FactList facts={stats} styles={styles.statFacts} />;
}
