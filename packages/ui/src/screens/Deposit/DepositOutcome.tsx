import { useEffect, useEffectEvent } from 'react';
import { Banner, bannerAutoHideMs } from '../../widgets/Banner';
// The look of a Banner, around a live region that must exist before its text does.
import { banner, close } from '../../widgets/Banner/Banner.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './Deposit.css';

export type DepositOutcomeMessage =
  | { tone: 'success'; message: string }
  | { tone: 'warning'; message: string }
  | { tone: 'error'; message: string };

export interface DepositOutcomeProps {
  outcome: DepositOutcomeMessage | null;
  onHide: () => void;
}

/**
 * The result of a create call. Success and warning texts go into a live region that exists before they
 * do, so they are announced even though a success clears itself after 3 seconds (spec 2 §9);
 * errors are alerts and stay until dismissed or the next attempt.
 */
export function DepositOutcome({ outcome, onHide }: DepositOutcomeProps) {
  const hide = useEffectEvent(onHide);
  useEffect(() => {
    if (outcome?.tone !== 'success') return undefined;
    const timer = setTimeout(hide, bannerAutoHideMs.success);
    return () => clearTimeout(timer);
  }, [outcome]);

  const polite = outcome && outcome.tone !== 'error' ? outcome : null;
  return (
    <>
      <div className={polite ? banner({ tone: polite.tone }) : styles.outcomeIdle}>
        {/* Always present and holding only the text, so the change is announced without the button. */}
        <p
          role="status"
          aria-atomic="true"
          className={polite ? styles.outcomeText : visuallyHidden}
        >
          {polite?.message}
        </p>
        {polite && (
          <button type="button" className={close} aria-label="Dismiss" onClick={onHide}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {outcome?.tone === 'error' && (
        <Banner tone="error" onHide={onHide}>
          {outcome.message}
        </Banner>
      )}
    </>
  );
}
