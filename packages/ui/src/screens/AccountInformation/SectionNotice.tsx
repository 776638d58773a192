import { Banner, bannerAutoHideMs } from '../../widgets/Banner';

/** A message about what the user just did in a section, or what failed. */
export interface SectionNoticeText {
  tone: 'success' | 'info' | 'error';
  message: string;
}

export interface SectionNoticeProps {
  notice: SectionNoticeText | null;
  onHide?: () => void;
}

/**
 * The section's last outcome as a Banner: a success clears itself after 3 seconds (spec 2 §4, §9,
 * `bannerAutoHideMs`); a failure or a note stays until dismissed or the next try.
 */
export function SectionNotice({ notice, onHide }: SectionNoticeProps) {
  if (!notice) return null;
  return (
    <Banner
      tone={notice.tone}
      autoHideMs={notice.tone === 'success' ? bannerAutoHideMs.success : undefined}
      onHide={onHide}
    >
      {notice.message}
    </Banner>
  );
}
