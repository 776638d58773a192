import type { ReactNode } from 'react';
import * as styles from '../Home.css';

export interface HomeSectionProps {
  /** Names the h2 `home-<name>-title`. */
  name: string;
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Anything else under the title, in the centred header (the rating). */
  intro?: ReactNode;
  /** The section's own id, an in-page link's target. */
  anchor?: string;
  children: ReactNode;
}

/** A home page section under a centred h2 heading. */
export function HomeSection({ name, title, subtitle, intro, anchor, children }: HomeSectionProps) {
  const titleId = `home-${name}-title`;
  return (
    <section id={anchor} className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHeader}>
        <h2 id={titleId} className={styles.heading}>
          {title}
        </h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {intro}
      </div>
      {children}
    </section>
  );
}
