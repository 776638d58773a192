import { createContext, useContext, type ReactNode } from 'react';

/** Milliseconds since the epoch, as the screens below should count them. */
export type Clock = () => number;

// Read at each call, so a test's fake timers (which replace Date) apply.
const deviceClock: Clock = () => Date.now();
const ClockContext = createContext<Clock>(deviceClock);

export interface ClockProviderProps {
  now: Clock;
  children: ReactNode;
}

/**
 * One clock for the countdowns below (a code's expiry, Resend's wait). The app uses the device's; a story
 * passes its mock server's, so a play that moves the server's time moves what the screen counts too.
 */
export function ClockProvider({ now, children }: ClockProviderProps) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

export function useClock(): Clock {
  return useContext(ClockContext);
}
