import { useEffect, useEffectEvent } from 'react';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { Banner, bannerAutoHideMs } from '../../widgets/Banner';
// The look of a Banner, around a live region that must exist before its text does.
import { banner, close } from '../../widgets/Banner/Banner.css';
import { Icon } from '../../widgets/Icon';
import type { FlowNotice } from './changeFlow';
import * as styles from './ProfileSettings.css';

export interface SectionNoticeProps {
  notice: FlowNotice | null;
  /** A second line under a success, e.g. that other devices were signed out. */
  detail?: string;
  onHide?: () => void;
}

/**
 * The outcome of a section's last action. Success and info texts go into a live region that is there
 * before they are, so they are announced although a success clears itself after 3 seconds (spec 2 §4,
 * §9); problems are alerts and stay until dismissed or the form is edited.
 */
export function SectionNotice({ notice, detail, onHide }: SectionNoticeProps) {
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
            {polite.tone === 'success' ? <Icon name="check" /> : polite.tone === 'info' ? 'i' : '!'}
          </span>
        )}
        {/* Always present and holding only the text, so the change is announced without the button. */}
        <div
          role="status"
          aria-atomic="true"
          className={polite ? styles.noticeText : visuallyHidden}
        >
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
