import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Banner } from '../../widgets/Banner';
import type { NoticeControl } from '../../widgets/LiveNotice';
import * as styles from './authCard.css';

export interface AuthCardProps {
  /** The id of the page's h1, which names the section. */
  titleId: string;
  title: string;
  subtitle: ReactNode;
  /** The page's banner above the form (from `useNotice(…)`, which owns its auto-hide). */
  notice: NoticeControl;
  /** The line under the card: a question and a link to the other auth page. */
  footnote: { text: string; to: string; link: string };
  wide?: boolean;
  /** The form(s) of the card. */
  children: ReactNode;
  /** What stands beside the card in the section (a dialog). */
  aside?: ReactNode;
}

/** The frame of the sign-in, register and forgot-password pages (spec 1 §2). */
export function AuthCard(props: AuthCardProps) {
  const { titleId, title, subtitle, notice, footnote, wide, children, aside } = props;
  const banner = notice.notice;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={wide ? styles.wideCard : styles.card}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {banner && (
          <Banner key={banner.message} tone={banner.tone} onHide={notice.clear}>
            {banner.message}
          </Banner>
        )}
        {children}
        <p className={styles.footnote}>
          {footnote.text}{' '}
          <Link to={footnote.to} className={styles.link}>
            {footnote.link}
          </Link>
        </p>
      </div>
      {aside}
    </section>
  );
}
