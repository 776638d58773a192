/**
 * The story frames of a docs page start one at a time, as they come into view: the first visible one in page
 * order, and the next only once it has settled. Started all at once, a dozen frames of a screen's page shared
 * two cores and one mock service worker, and their calls ran past the stories' 1.5 s API timeout (issue 41):
 * one at a time, each frame runs as its canvas does.
 */
export interface FrameSlot {
  /** Where the frame stands on the page: the order frames start in. */
  readonly element: Element;
  /** Gives the frame its story: it runs until the queue hears `settled`. */
  start: () => void;
}

export interface FrameQueue {
  /** The frame waits for its turn (it starts only while visible). */
  enqueue: (slot: FrameSlot) => void;
  /** Whether the frame is in (or next to) the view. */
  setVisible: (slot: FrameSlot, visible: boolean) => void;
  /** The running frame has ended its story: the next may start. */
  settled: (slot: FrameSlot) => void;
  /** The frame left the page (or its story changed): it no longer waits, and no longer holds the turn. */
  remove: (slot: FrameSlot) => void;
}

const inPageOrder = (a: FrameSlot, b: FrameSlot) =>
  a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * `schedule` runs the choice of the next frame a moment later: the frames of a page that come into view
 * together are all counted (their observers report one by one), so the topmost starts first.
 */
export function createFrameQueue(
  schedule: (choose: () => void) => void = (choose) => setTimeout(choose, 50),
): FrameQueue {
  const waiting = new Set<FrameSlot>();
  const visible = new Set<FrameSlot>();
  let running: FrameSlot | undefined;
  let choosing = false;

  function startNext() {
    if (running || choosing) return;
    choosing = true;
    schedule(() => {
      choosing = false;
      startVisibleFirst();
    });
  }

  function startVisibleFirst() {
    if (running) return;
    const [next] = [...waiting].filter((slot) => visible.has(slot)).sort(inPageOrder);
    if (!next) return;
    waiting.delete(next);
    running = next;
    next.start();
  }

  return {
    enqueue(slot) {
      waiting.add(slot);
      startNext();
    },
    setVisible(slot, isVisible) {
      if (isVisible) visible.add(slot);
      else visible.delete(slot);
      startNext();
    },
    settled(slot) {
      if (running !== slot) return;
      running = undefined;
      startNext();
    },
    remove(slot) {
      waiting.delete(slot);
      visible.delete(slot);
      if (running === slot) running = undefined;
      startNext();
    },
  };
}
