import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { FactList } from '../shared/FactList';
import * as styles from './About.css';

export interface Milestone {
  year: number;
  text: MessageDescriptor;
}

/** The company's journey, oldest first, as an ordered list. */
export function Timeline({ milestones }: { milestones: readonly Milestone[] }) {
  const { i18n } = useLingui();
  const facts = milestones.map((milestone) => ({
    label: <time dateTime={String(milestone.year)}>{milestone.year}</time>,
    value: i18n._(milestone.text),
  }));
  return <FactList ordered facts={facts} styles={styles.journey} />;
}
