import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { addressBookMessages } from '@tp/messages';
import { formatDateTime } from '../../format';
import type { AddressBookModel } from './addressBookModel';
import { addressBookTexts as texts } from './addressBookTexts';
import * as styles from './AddressBook.css';
import { MaskedText } from '../../privacy';

export interface AllowListSwitchProps {
  allowList: AddressBookModel['allowList'];
  /** The change is in flight (or waits for the step-up): the switch waits too. */
  busy: boolean;
  onChange: (enabled: boolean) => void;
}

/**
 * D16's allow-list as a switch named by its label and described by what it does. It shows what the owner asked
 * for: a turn-off waiting its 48 hours reads off, with when it takes effect; switching it on again cancels that.
 */
export function AllowListSwitch({ allowList, busy, onChange }: AllowListSwitchProps) {
  const { i18n } = useLingui();
  const switchId = useId();
  const descriptionId = useId();
  const on = allowList.enabled && allowList.turnsOffAt === null;
  return (
    <div className={styles.allowList}>
      <div className={styles.switchRow}>
        <button
          id={switchId}
          type="button"
          role="switch"
          aria-checked={on}
          aria-describedby={descriptionId}
          aria-busy={busy || undefined}
          disabled={busy}
          className={styles.switchTrack}
          onClick={() => onChange(!on)}
        >
          <span className={styles.switchKnob} aria-hidden="true" />
        </button>
        <label htmlFor={switchId} className={styles.switchLabel}>
          {i18n._(texts.allowList)}
        </label>
      </div>
      <div id={descriptionId}>
        <p className={styles.lead}>
          <MaskedText text={addressBookMessages.allowListExplained} />
        </p>
        {on && (
          <p className={styles.pending}>
            <MaskedText text={addressBookMessages.allowListOn} />
          </p>
        )}
        {allowList.enabled && allowList.turnsOffAt !== null && (
          <p className={styles.pending}>
            <MaskedText
              text={addressBookMessages.turnsOffAt(formatDateTime(allowList.turnsOffAt))}
            />
          </p>
        )}
      </div>
    </div>
  );
}
