/** Candles PageUp and PageDown move the keyboard cursor by. */
export const cursorPageStep = 10;

export type CursorMove = { kind: 'move'; index: number } | { kind: 'clear' };

/**
 * Where a key takes the keyboard cursor over `count` candles (oldest first): ArrowLeft and ArrowRight one candle
 * older or newer, PageUp and PageDown ten, Home the oldest, End the newest, Escape off. With no cursor yet, any
 * move but Home starts at the newest candle. Null when the key is not the cursor's (or there is nothing to do), so
 * the key keeps its usual meaning.
 */
export function cursorMove(key: string, index: number | null, count: number): CursorMove | null {
  if (key === 'Escape') return index === null ? null : { kind: 'clear' };
  if (count === 0) return null;
  const newest = count - 1;
  const clamp = (target: number) => ({
    kind: 'move' as const,
    index: Math.min(Math.max(target, 0), newest),
  });
  switch (key) {
    case 'Home':
      return clamp(0);
    case 'End':
      return clamp(newest);
    case 'ArrowLeft':
      return clamp(index === null ? newest : index - 1);
    case 'ArrowRight':
      return clamp(index === null ? newest : index + 1);
    case 'PageUp':
      return clamp(index === null ? newest : index - cursorPageStep);
    case 'PageDown':
      return clamp(index === null ? newest : index + cursorPageStep);
    default:
      return null;
  }
}
