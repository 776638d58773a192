import { useLingui } from '@lingui/react/macro';
import { MaskedText } from '../../privacy';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { banner, bannerTone, body, close, icon, title as titleClass } from './Banner.css';
import type { BannerTone } from './bannerTones';

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /** Call `onHide` this long after showing (see `bannerAutoHideMs`). A new text message restarts the delay. */
  autoHideMs?: number;
  /** Hides the banner; also shows a close button. */
  onHide?: () => void;
  closeLabel?: string;
}

const toneIcons: Record<BannerTone, ReactNode> = {
  info: 'i',
  success: <Icon name="check" />,
  warning: '!',
  error: <Icon name="cross" />,
};

/** A message above a form or page: errors are announced at once (role=alert), the rest politely (role=status). */
export function Banner({
  tone = 'info',
  title,
  children,
  autoHideMs,
  onHide,
  closeLabel,
}: BannerProps) {
  const { t } = useLingui();
  const hide = useEffectEvent(() => onHide?.());
  const message = typeof children === 'string' ? children : undefined;

  useEffect(() => {
    if (!autoHideMs) return undefined;
    const timer = setTimeout(hide, autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs, message]);

  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${banner} ${bannerTone[tone]}`}>
      <span className={icon} aria-hidden="true">
        {toneIcons[tone]}
      </span>
      <div className={body}>
        {title && <strong className={titleClass}>{title}</strong>}
        <div>{message === undefined ? children : <MaskedText text={message} />}</div>
      </div>
      {onHide && (
        <button
          type="button"
          className={close}
          aria-label={closeLabel ?? t`Dismiss`}
          onClick={onHide}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
