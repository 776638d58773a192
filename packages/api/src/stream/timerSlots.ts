// A few named timers, each running at most once: starting one again replaces it.

export interface TimerSlots<Name extends string> {
  start(name: Name, callback: () => void, ms: number): void;
  stop(name: Name): void;
  isRunning(name: Name): boolean;
  stopAll(): void;
}

export function createTimerSlots<Name extends string>(
  setTimer: (callback: () => void, ms: number) => unknown,
  clearTimer: (handle: unknown) => void,
): TimerSlots<Name> {
  const handles = new Map<Name, unknown>();
  const stop = (name: Name) => {
    if (handles.has(name)) clearTimer(handles.get(name));
    handles.delete(name);
  };
  return {
    start(name, callback, ms) {
      stop(name);
      const handle = setTimer(() => {
        if (handles.get(name) !== handle) return;
        handles.delete(name);
        callback();
      }, ms);
      handles.set(name, handle);
    },
    stop,
    isRunning: (name) => handles.has(name),
    stopAll() {
      for (const name of [...handles.keys()]) stop(name);
    },
  };
}
