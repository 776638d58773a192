// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemsPerFrame, useMountedCount, useStaggeredItems } from './useStaggeredItems';

const frame = () => act(() => vi.advanceTimersByTimeAsync(17));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useMountedCount', () => {
  it('mounts one chunk at once, then a chunk more each frame, up to the total', async () => {
    const { result } = renderHook(() => useMountedCount(30, 12));
    expect(result.current).toBe(12);
    await frame();
    expect(result.current).toBe(24);
    await frame();
    expect(result.current).toBe(30);
    await frame();
    expect(result.current).toBe(30);
  });

  it('mounts nothing while there is nothing, and starts with a chunk when items come', async () => {
    const { result, rerender } = renderHook(({ total }) => useMountedCount(total), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ total: 86 });
    expect(result.current).toBe(itemsPerFrame);
  });
});

describe('useStaggeredItems', () => {
  const prices = (price: number) => Array.from({ length: 30 }, (_, index) => ({ index, price }));

  it('shows a first list as it is', () => {
    const first = prices(1);
    const { result } = renderHook(() => useStaggeredItems(first, 12));
    expect(result.current).toBe(first);
  });

  it('applies new values a chunk per frame, the rest keeping their previous values meanwhile', async () => {
    const { result, rerender } = renderHook(({ items }) => useStaggeredItems(items, 12), {
      initialProps: { items: prices(1) },
    });
    await frame();
    await frame();
    await frame();
    rerender({ items: prices(2) });
    expect(result.current?.map((item) => item.price)).toEqual(prices(1).map(() => 1));
    await frame();
    expect(result.current?.filter((item) => item.price === 2)).toHaveLength(12);
    await frame();
    expect(result.current?.filter((item) => item.price === 2)).toHaveLength(24);
    await frame();
    expect(result.current?.every((item) => item.price === 2)).toBe(true);
  });

  it('is undefined without items', () => {
    const { result } = renderHook(() => useStaggeredItems(undefined));
    expect(result.current).toBeUndefined();
  });
});
