import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  title: ReactNode;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Level of the title heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A titled section; the title names the region for assistive technology. */
export function Card({ title, actions, children, headingLevel = 2, className }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={titleId}
      className={[styles.card, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}
