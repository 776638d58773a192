import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { CardList } from '../shared/CardList';
import * as styles from './HowItWorks.css';

export interface Step {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** The numbered steps, as an ordered list so the order is announced too. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  const { i18n } = useLingui();
  const items = steps.map((step) => ({ title: i18n._(step.title), text: i18n._(step.text) }));
  return <CardList items={items} styles={styles.stepCards} numbered />;
}
