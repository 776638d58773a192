import { useEffect, useState } from 'react';

/** Re-renders once a second while `on`, for the reconnect countdown and the delayed mark. */
export function useSecondTick(on: boolean) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1_000);
    return () => clearInterval(timer);
  }, [on]);
}
