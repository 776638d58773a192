import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { privacyShortcut } from '../privacy';
import { Icon } from '../widgets/Icon';

/** Its name, which stays the same whether pressed or not (the pressed state says which). */
export const privacyToggleLabel = msg`Privacy mode`;

/**
 * DECISIONS D17: a toggle button, pressed while the user's own amounts are hidden. Its tooltip names
 * the keyboard shortcut, which `aria-keyshortcuts` announces. `compact` keeps only the icon on phones.
 */
export function PrivacyToggle({
  hidden,
  onToggle,
  className,
  labelClassName,
}: {
  hidden: boolean;
  onToggle: () => void;
  className: string;
  /** The visible label's class (the header shows it from 768 px only). */
  labelClassName?: string;
}) {
  const { i18n, t } = useLingui();
  const label = i18n._(privacyToggleLabel);
  const shortcut = privacyShortcut;
  return (
    <button
      type="button"
      className={className}
      onClick={onToggle}
      aria-pressed={hidden}
      aria-label={label}
      aria-keyshortcuts={privacyShortcut}
      title={t`Privacy mode: hide amounts (${shortcut})`}
    >
      <Icon name={hidden ? 'eyeOff' : 'eye'} />
      <span className={labelClassName}>{label}</span>
    </button>
  );
}
