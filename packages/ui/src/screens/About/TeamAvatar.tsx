import { useLingui } from '@lingui/react/macro';
import * as styles from './About.css';

/** A shipped initials avatar (DECISIONS D7: no external image hosts). */
export function TeamAvatar({ name, initials }: { name: string; initials: string }) {
  const { t } = useLingui();
  return (
    <svg
      className={styles.avatar}
      viewBox="0 0 96 96"
      role="img"
      aria-label={t`Portrait of ${name}`}
    >
      <circle className={styles.avatarDisc} cx="48" cy="48" r="48" />
      <text
        className={styles.avatarText}
        x="48"
        y="50"
        textAnchor="middle"
        dominantBaseline="middle"
      >
        {initials}
      </text>
    </svg>
  );
}
