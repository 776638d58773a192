// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createFrameQueue, type FrameSlot } from './docsFrameQueue';

function page(count: number) {
  const started: number[] = [];
  const slots: FrameSlot[] = Array.from({ length: count }, (_, index) => {
    const element = document.createElement('div');
    document.body.append(element);
    return { element, start: () => started.push(index) };
  });
  const pending: (() => void)[] = [];
  const queue = createFrameQueue((choose) => pending.push(choose));
  const settle = () => {
    while (pending.length > 0) pending.shift()!();
  };
  return { slots, started, queue, settle };
}

describe('the frames of a docs page', () => {
  it('start one at a time, the next only when the running one has settled', () => {
    const { slots, started, queue, settle } = page(3);
    for (const slot of slots) {
      queue.enqueue(slot);
      queue.setVisible(slot, true);
    }
    settle();
    expect(started).toEqual([0]);
    queue.settled(slots[0]!);
    settle();
    expect(started).toEqual([0, 1]);
    queue.settled(slots[1]!);
    settle();
    expect(started).toEqual([0, 1, 2]);
  });

  it('start only while in view, the topmost of those in view first, whatever order they reported in', () => {
    const { slots, started, queue, settle } = page(4);
    for (const slot of slots) queue.enqueue(slot);
    settle();
    expect(started).toEqual([]);
    queue.setVisible(slots[3]!, true);
    queue.setVisible(slots[2]!, true);
    settle();
    expect(started).toEqual([2]);
    queue.setVisible(slots[3]!, false);
    queue.settled(slots[2]!);
    settle();
    expect(started).toEqual([2]);
    queue.setVisible(slots[0]!, true);
    settle();
    expect(started).toEqual([2, 0]);
  });

  it('give the turn on when the running frame leaves the page, and never start a removed one', () => {
    const { slots, started, queue, settle } = page(3);
    for (const slot of slots) {
      queue.enqueue(slot);
      queue.setVisible(slot, true);
    }
    settle();
    queue.remove(slots[1]!);
    queue.remove(slots[0]!);
    settle();
    expect(started).toEqual([0, 2]);
    queue.settled(slots[0]!);
    settle();
    expect(started).toEqual([0, 2]);
  });
});
