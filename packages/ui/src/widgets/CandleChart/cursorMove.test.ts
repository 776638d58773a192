import { describe, expect, it } from 'vitest';
import { cursorMove, cursorPageStep } from './cursorMove';

const move = (index: number) => ({ kind: 'move', index });

describe('cursorMove', () => {
  it('moves one candle with the arrows, ten with the page keys, to the ends with Home and End', () => {
    expect(cursorMove('ArrowLeft', 50, 100)).toEqual(move(49));
    expect(cursorMove('ArrowRight', 50, 100)).toEqual(move(51));
    expect(cursorMove('PageUp', 50, 100)).toEqual(move(50 - cursorPageStep));
    expect(cursorMove('PageDown', 50, 100)).toEqual(move(50 + cursorPageStep));
    expect(cursorMove('Home', 50, 100)).toEqual(move(0));
    expect(cursorMove('End', 50, 100)).toEqual(move(99));
  });

  it('stops at the oldest and the newest candle', () => {
    expect(cursorMove('ArrowLeft', 0, 100)).toEqual(move(0));
    expect(cursorMove('PageUp', 4, 100)).toEqual(move(0));
    expect(cursorMove('ArrowRight', 99, 100)).toEqual(move(99));
    expect(cursorMove('PageDown', 95, 100)).toEqual(move(99));
  });

  it('starts at the newest candle, or at the oldest with Home', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'End']) {
      expect(cursorMove(key, null, 100)).toEqual(move(99));
    }
    expect(cursorMove('Home', null, 100)).toEqual(move(0));
  });

  it('clears with Escape, and leaves Escape alone when there is no cursor', () => {
    expect(cursorMove('Escape', 10, 100)).toEqual({ kind: 'clear' });
    expect(cursorMove('Escape', null, 100)).toBeNull();
  });

  it('leaves other keys, and every key over no candles, to their usual meaning', () => {
    expect(cursorMove('Tab', 10, 100)).toBeNull();
    expect(cursorMove('ArrowUp', 10, 100)).toBeNull();
    expect(cursorMove('End', null, 0)).toBeNull();
  });
});
