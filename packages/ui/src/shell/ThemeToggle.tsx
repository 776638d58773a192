import { Trans } from '@lingui/react/macro';
import { Icon } from '../widgets/Icon';
import type { ThemeName } from './ThemeProvider';

/** A toggle button: pressed means the dark theme is on. */
export function ThemeToggle({
  theme,
  onToggle,
  className,
}: {
  theme: ThemeName;
  onToggle: () => void;
  className: string;
}) {
  return (
    <button type="button" className={className} onClick={onToggle} aria-pressed={theme === 'dark'}>
      {theme === 'dark' && <Icon name="check" />} <Trans>Dark theme</Trans>
    </button>
  );
}
