import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { createStoredStore, storedChoice, useStoredValue, type KeyValueStorage } from '@tp/api';
import { darkTheme, lightTheme } from '../theme';
// The shipped typefaces; imported here, at the theme's root, since the theme barrel is side-effect free.
import '../theme/fonts.css';

export type ThemeName = 'light' | 'dark';

interface ThemeContextValue {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export const themeClass: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

/** Spec 1 §3: the theme's storage key. */
export const themeKey = 'theme';

/** The stored theme, light unless `dark` is stored; followed by every open tab. */
const storedTheme = (storage: KeyValueStorage) =>
  createStoredStore(themeKey, storedChoice(['light', 'dark'], 'light'), { storage });

/** Light by default; the choice is stored as `theme` (spec 1 §3) and applied to the document root. */
export function ThemeProvider({
  storage,
  children,
}: {
  storage: KeyValueStorage;
  children: ReactNode;
}) {
  const store = useMemo(() => storedTheme(storage), [storage]);
  const theme: ThemeName = useStoredValue(store);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(themeClass.light, themeClass.dark);
    root.classList.add(themeClass[theme]);
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
  }, [theme]);

  const setTheme = useCallback((next: ThemeName) => void store.set(next), [store]);

  const value = useMemo(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'light' ? 'dark' : 'light') }),
    [theme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
