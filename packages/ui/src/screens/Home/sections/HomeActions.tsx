import { button } from '../../../widgets/Button/Button.css';
import { ButtonLink } from '../../../widgets/Button/ButtonLink';
import * as styles from '../Home.css';

interface Action {
  label: string;
  to: string;
}

/** A large primary action and a secondary one beside it (the hero's and the call to action's). */
export function HomeActions({ primary, secondary }: { primary: Action; secondary: Action }) {
  return (
    <div className={styles.actions}>
      <ButtonLink to={primary.to} size="lg">
        {primary.label}
      </ButtonLink>
      {secondary.to.startsWith('#') ? (
        // A plain in-page anchor: the browser scrolls to the target and moves focus order there.
        <a href={secondary.to} className={button({ variant: 'secondary', size: 'lg' })}>
          {secondary.label}
        </a>
      ) : (
        <ButtonLink to={secondary.to} variant="secondary" size="lg">
          {secondary.label}
        </ButtonLink>
      )}
    </div>
  );
}
