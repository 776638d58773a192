import { CardList, type TitledText } from '../shared/CardList';
import * as styles from './About.css';

export type CoreValue = TitledText;

export function CoreValues({ values }: { values: readonly CoreValue[] }) {
  return <CardList items={values} styles={styles.valueCards} />;
}
