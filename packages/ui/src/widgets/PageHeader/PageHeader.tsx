import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A sentence under the title saying what the page is for. */
  lead?: ReactNode;
  /** Beside the title on wide screens, under it on narrow ones (a balance, actions). */
  aside?: ReactNode;
  /** `start` (signed-in screens) or `center` (the public pages). */
  align?: 'start' | 'center';
  /** Let a start-aligned lead run the page's width instead of a 60ch measure. */
  wide?: boolean;
}

/** The top of a page: its title as the h1, an optional lead, an optional aside. */
export function PageHeader({ title, lead, aside, align = 'start', wide = false }: PageHeaderProps) {
  const intro = styles.intro[align === 'center' ? 'center' : wide ? 'startWide' : 'start'];
  const text = (
    <>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead[align]}>{lead}</p>}
    </>
  );
  if (!aside) return <header className={intro}>{text}</header>;
  return (
    <header className={styles.withAside}>
      <div className={intro}>{text}</div>
      {aside}
    </header>
  );
}
