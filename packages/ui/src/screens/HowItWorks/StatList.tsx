import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { FactList } from '../shared/FactList';
import * as styles from './HowItWorks.css';

export interface Stat {
  value: string;
  label: MessageDescriptor;
}

/** Headline figures, each shown large above its label. */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  const { i18n } = useLingui();
  const facts = stats.map((stat) => ({ value: stat.value, label: i18n._(stat.label) }));
  return <FactList facts={facts} styles={styles.statFacts} />;
}
