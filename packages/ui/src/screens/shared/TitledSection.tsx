import type { ReactNode } from 'react';
import * as styles from './publicPage.css';

export interface TitledSectionProps {
  /** The h2's id, which names the section. */
  id: string;
  title: ReactNode;
  /** Replaces the public pages' section look. */
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A public page's section, named by its h2. */
export function TitledSection({
  id,
  title,
  className = styles.section,
  titleClassName = styles.sectionTitle,
  children,
}: TitledSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
