import { Link } from 'react-router-dom';
import { footerColumns } from './navigation';
import * as styles from './AppFrame.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className={styles.footerHeading}>{column.title}</h2>
            <ul className={styles.drawerList}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <p className={styles.copyright}>
          © {new Date().getFullYear()} Trading Platform. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
