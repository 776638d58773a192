import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { NavDrawerProps } from './NavDrawer';

const loadNavDrawer = () => import('./NavDrawer');
const NavDrawer = lazy(() => loadNavDrawer().then((module) => ({ default: module.NavDrawer })));

export interface DrawerButtonProps extends Omit<
  NavDrawerProps,
  'open' | 'onOpenChange' | 'returnFocusTo'
> {
  /** The button's accessible name, e.g. "Open account menu". */
  label: string;
  className: string;
  children: ReactNode;
}

/**
 * A menu button and the drawer it opens. The drawer's code (Radix Dialog) loads when the button is
 * first pointed at, focused or pressed, not with the page.
 */
export function DrawerButton({ label, className, children, ...drawer }: DrawerButtonProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadNavDrawer();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <NavDrawer {...drawer} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
