import * as styles from './About.css';

export interface CoreValue {
  title: string;
  text: string;
}

export function CoreValues({ values }: { values: readonly CoreValue[] }) {
  return (
    <ul className={styles.values}>
      {values.map((value) => (
        <li key={value.title} className={styles.card}>
          <h3 className={styles.cardTitle}>{value.title}</h3>
          <p className={styles.muted}>{value.text}</p>
        </li>
      ))}
    </ul>
  );
}
