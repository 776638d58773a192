import { useLingui } from '@lingui/react/macro';
import { MaskedText } from '../../privacy';
import { useEffect, useEffectEvent } from 'react';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
// The look of a Banner (bannerStyles), around a live region that must exist before its text does.
import { Banner, bannerAutoHideMs, bannerStyles } from '../Banner';
import { Icon } from '../Icon';
import * as styles from './LiveNotice.css';

import type { Notice, NoticeControl } from './useNotice';

const { banner, bannerTone, close } = bannerStyles;

export type LiveNoticeProps = {
  /** A second line under a success, e.g. that other devices were signed out. */
  detail?: string;
} & (
  | {
      /** From `useNotice()`: the notice, its timer and its dismiss. */
      control: NoticeControl;
      notice?: never;
      onHide?: never;
    }
  | {
      /** @deprecated Being replaced by `control` (issue 22); the owner runs the 3 s timer itself. */
      notice: Notice | null;
      onHide?: () => void;
      control?: never;
    }
);

const iconOf = (tone: Notice['tone']) =>
  tone === 'success' ? <Icon name="check" /> : tone === 'info' ? 'i' : '!';

/**
 * The outcome of a section's last action. Success, info and warning texts go into a live region that
 * is there before they are, so they are announced although a success clears itself after 3 seconds
 * (spec 2 §4, §9); errors are alerts and stay until dismissed or the next try.
 */
export function LiveNotice(props: LiveNoticeProps) {
  const { detail, control } = props;
  const { t } = useLingui();
  const notice = control ? control.notice : props.notice;
  const onHide = control ? control.clear : props.onHide;
  const hide = useEffectEvent(() => onHide?.());
  useEffect(() => {
    // With a control, useNotice owns the timer.
    if (control || notice?.tone !== 'success') return undefined;
    const timer = setTimeout(hide, bannerAutoHideMs.success);
    return () => clearTimeout(timer);
  }, [notice, control]);

  const polite = notice && notice.tone !== 'error' ? notice : null;
  return (
    <>
      <div className={polite ? `${banner} ${bannerTone[polite.tone]}` : styles.idle}>
        {polite && (
          <span className={styles.icon} aria-hidden="true">
            {iconOf(polite.tone)}
          </span>
        )}
        {/* Always present and holding only the text, so the change is announced without the button. */}
        <div role="status" aria-atomic="true" className={polite ? styles.text : visuallyHidden}>
          {polite && (
            <p>
              <MaskedText text={polite.message} />
            </p>
          )}
          {polite?.tone === 'success' && detail && <p>{detail}</p>}
        </div>
        {polite && onHide && (
          <button type="button" className={close} aria-label={t`Dismiss`} onClick={onHide}>
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
