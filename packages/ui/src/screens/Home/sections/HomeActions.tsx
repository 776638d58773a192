import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { buttonClass, ButtonLink } from '../../../widgets/Button';
import * as styles from '../Home.css';

interface Action {
  label: MessageDescriptor;
  to: string;
}

/** A large primary action and a secondary one beside it (the hero's and the call to action's). */
export function HomeActions({ primary, secondary }: { primary: Action; secondary: Action }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.actions}>
      <ButtonLink to={primary.to} size="lg">
        {i18n._(primary.label)}
      </ButtonLink>
      {secondary.to.startsWith('#') ? (
        // A plain in-page anchor: the browser scrolls to the target and moves focus order there.
        <a href={secondary.to} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {i18n._(secondary.label)}
        </a>
      ) : (
        <ButtonLink to={secondary.to} variant="secondary" size="lg">
          {i18n._(secondary.label)}
        </ButtonLink>
      )}
    </div>
  );
}
