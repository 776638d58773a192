import { useEffect, useEffectEvent } from 'react';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { Banner, bannerAutoHideMs } from '../Banner';
// The look of a Banner, around a live region that must exist before its text does.
import { banner, close } from '../Banner/Banner.css';
import { Icon } from '../Icon';
import * as styles from './LiveNotice.css';

/** A message about what the user just did (or what failed), beside the part of the page it is about. */
export interface Notice {
  tone: 'success' | 'info' | 'warning' | 'error';
  message: string;
}

export interface LiveNoticeProps {
  notice: Notice | null;
  /** A second line under a success, e.g. that other devices were signed out. */
  detail?: string;
  onHide?: () => void;
}

const iconOf = (tone: Notice['tone']) =>
  tone === 'success' ? <Icon name="check" /> : tone === 'info' ? 'i' : '!';

/**
 * The outcome of a section's last action. Success, info and warning texts go into a live region that
 * is there before they are, so they are announced although a success clears itself after 3 seconds
 * (spec 2 §4, §9); errors are alerts and stay until dismissed or the next try.
 */
export function LiveNotice({ notice, detail, onHide }: LiveNoticeProps) {
  const hide = useEffectEvent(() => onHide?.());
  useEffect(() => {
    if (notice?.tone !== 'success') return undefined;
    const timer = setTimeout(hide, bannerAutoHideMs.success);
    return () => clearTimeout(timer);
  }, [notice]);

  const polite = notice && notice.tone !== 'error' ? notice : null;
  return (
    <>
      <div className={polite ? banner({ tone: polite.tone }) : styles.idle}>
        {polite && (
          <span className={styles.icon} aria-hidden="true">
            {iconOf(polite.tone)}
          </span>
        )}
        {/* Always present and holding only the text, so the change is announced without the button. */}
        <div role="status" aria-atomic="true" className={polite ? styles.text : visuallyHidden}>
          {polite && <p>{polite.message}</p>}
          {polite?.tone === 'success' && detail && <p>{detail}</p>}
        </div>
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
