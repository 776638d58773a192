import { CardList, type TitledText } from '../shared/CardList';
import * as styles from './HowItWorks.css';

export type Step = TitledText;

/** The numbered steps, as an ordered list so the order is announced too. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return <CardList items={steps} styles={styles.stepCards} numbered />;
}
