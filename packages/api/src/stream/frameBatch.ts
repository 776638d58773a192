// D19: updates reach the screen at most once per animation frame, so a burst never blocks input. Keys marked
// between two frames are handed over once, at the next frame, each once.

export interface FrameBatch {
  mark(keys: Iterable<string>): void;
  cancel(): void;
}

export function createFrameBatch(
  requestFrame: (callback: () => void) => () => void,
  flush: (keys: string[]) => void,
): FrameBatch {
  const marked = new Set<string>();
  let cancelFrame: (() => void) | null = null;
  const onFrame = () => {
    cancelFrame = null;
    const keys = [...marked];
    marked.clear();
    flush(keys);
  };
  return {
    mark(keys) {
      for (const key of keys) marked.add(key);
      if (marked.size > 0) cancelFrame ??= requestFrame(onFrame);
    },
    cancel() {
      cancelFrame?.();
      cancelFrame = null;
      marked.clear();
    },
  };
}
