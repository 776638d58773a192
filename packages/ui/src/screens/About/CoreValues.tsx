import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { CardList } from '../shared/CardList';
import * as styles from './About.css';

export interface CoreValue {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export function CoreValues({ values }: { values: readonly CoreValue[] }) {
  const { i18n } = useLingui();
  const items = values.map((value) => ({ title: i18n._(value.title), text: i18n._(value.text) }));
  return <CardList items={items} styles={styles.valueCards} />;
}
