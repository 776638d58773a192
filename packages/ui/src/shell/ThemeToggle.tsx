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
      Dark theme
    </button>
  );
}
