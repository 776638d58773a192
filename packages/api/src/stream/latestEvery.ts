/**
 * Hands `apply` the latest value pushed, at most once every `ms`: the first at once, then the newest of each
 * interval (none is lost at the end). A chart needs no more than a few redraws a second, whatever the stream's rate.
 */
export function latestEvery<T>(
  ms: number,
  apply: (value: T) => void,
  now: () => number = Date.now,
) {
  let lastAt = -Infinity;
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    lastAt = now();
    apply(value);
  };
  return {
    push(value: T) {
      pending = { value };
      if (timer) return;
      const wait = lastAt + ms - now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
