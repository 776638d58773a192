import { useEffect, useState } from 'react';

/**
 * Each frame lays out and paints only this many new or changed items: all 86 (43 and the loop's copy)
 * at once took one task of over 100 ms on a phone-class CPU (4× throttling), a long task.
 */
export const itemsPerFrame = 12;

/** How many of `total` items to have mounted: one chunk at first, then a chunk more each frame. */
export function useMountedCount(total: number, chunk = itemsPerFrame): number {
  const [mounted, setMounted] = useState(chunk);
  useEffect(() => {
    if (mounted >= total) return;
    const frame = requestAnimationFrame(() => setMounted((count) => count + chunk));
    return () => cancelAnimationFrame(frame);
  }, [mounted, total, chunk]);
  return Math.min(mounted, total);
}

interface Applied<Item> {
  source: readonly Item[];
  shown: readonly Item[];
}

/**
 * `items`, with a new list's values applied a chunk per frame (the rest keep their previous values
 * meanwhile). A first list, or one of another length, is shown as it is.
 */
export function useStaggeredItems<Item>(
  items: readonly Item[] | undefined,
  chunk = itemsPerFrame,
): readonly Item[] | undefined {
  const [applied, setApplied] = useState<Applied<Item>>();
  useEffect(() => {
    if (!items) return;
    let done = 0;
    let frame = 0;
    const step = () => {
      done += chunk;
      setApplied((current) => {
        const before = current && current.shown.length === items.length ? current.shown : items;
        return { source: items, shown: [...items.slice(0, done), ...before.slice(done)] };
      });
      if (done < items.length) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [items, chunk]);
  if (!items) return undefined;
  if (!applied || applied.shown.length !== items.length) return items;
  return applied.shown;
}
