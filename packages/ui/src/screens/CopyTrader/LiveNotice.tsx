import { useEffect, useEffectEvent } from 'react';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { Banner, bannerAutoHideMs } from '../../widgets/Banner';
// The look of a Banner, around a live region that must exist before its text does.
import { banner, close } from '../../widgets/Banner/Banner.css';
import { Icon } from '../../widgets/Icon';
import * as styles from './CopyTrader.css';

/** A message about what the user just did (or what failed), beside the part of the page it is about. */
export interface CopyTraderNotice {
  tone: 'success' | 'info' | 'error';
  message: string;
}

export interface LiveNoticeProps {
  notice: CopyTraderNotice | null;
  onHide?: () => void;
}

/**
 * Success and info texts go into a live region that is there before they are, so they are announced
 * even though a success clears itself after 3 seconds (spec 2 §4, §9); errors are alerts and stay
 * until dismissed or the next try.
 */
export function LiveNotice({ notice, onHide }: LiveNoticeProps) {
  const hide = useEffectEvent(() => onHide?.());
  useEffect(() => {
    if (notice?.tone !== 'success') return undefined;
    const timer = setTimeout(hide, bannerAutoHideMs.success);
    return () => clearTimeout(timer);
  }, [notice]);

  const polite = notice && notice.tone !== 'error' ? notice : null;
  return (
    <>
      <div className={polite ? banner({ tone: polite.tone }) : styles.noticeIdle}>
        {polite && (
          <span className={styles.noticeIcon} aria-hidden="true">
            {polite.tone === 'success' ? <Icon name="check" /> : 'i'}
          </span>
        )}
        {/* Always present and holding only the text, so the change is announced without the button. */}
        <p role="status" aria-atomic="true" className={polite ? styles.noticeText : visuallyHidden}>
          {polite?.message}
        </p>
        {polite && onHide && (
          <button type="button" className={close} aria-label="Dismiss" onClick={onHide}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {notice?.tone === 'error' && (
        <Banner tone="error" onHide={onHide}>
          {notice.message}
        </Banner>
      )}
    </>
  );
}
