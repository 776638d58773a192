import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';

/** A line of parts that render one after another (`useTurns`); `current` is the place whose turn it is. */
export interface Turns {
  current: number;
  /** The part at `place` has shown its content: the next one's turn comes a task later. */
  shown: (place: number) => void;
}

/**
 * Issue 43: parts that would render together (below-the-fold sections whose code arrives at once) take turns, so each
 * first render, its effects and the layout that follows are a task of their own, with input and paint between them,
 * instead of one long task.
 */
export function useTurns(): Turns {
  const [current, setCurrent] = useState(0);
  const shown = useCallback((place: number) => {
    setTimeout(() => startTransition(() => setCurrent((at) => (at === place ? place + 1 : at))));
  }, []);
  return { current, shown };
}

function WhenShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * `children` once the line has reached `place`, else `fallback`. Inside a Suspense boundary its turn ends when the
 * children have committed, not while they are suspended.
 */
export function InTurn({
  turns,
  place,
  fallback = null,
  children,
}: {
  turns: Turns;
  place: number;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const { current, shown } = turns;
  const done = useCallback(() => shown(place), [shown, place]);
  if (current < place) return fallback;
  return (
    <>
      {children}
      <WhenShown onShown={done} />
    </>
  );
}
