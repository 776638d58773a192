import { useState, type ComponentType } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';

/** The phone Lighthouse measures (story tests run at 1200 px unless a story picks one). */
export const phone412 = {
  parameters: {
    viewport: {
      options: { phone412: { name: 'Phone 412', styles: { width: '412px', height: '823px' } } },
    },
  },
  globals: { viewport: { value: 'phone412', isRotated: false } },
};

/** A View loading until "Deliver the data", then with its loaded props. */
export function LoadThenDeliver<P extends object>({
  View,
  loading,
  loaded,
}: {
  View: ComponentType<P>;
  loading: P;
  loaded: P;
}) {
  const [delivered, setDelivered] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setDelivered(true)}>
        Deliver the data
      </button>
      <View {...(delivered ? loaded : loading)} />
    </>
  );
}

/** Each section heading's top (the first of a text), by its text; `inView`: only those on screen. */
function headingTops(root: HTMLElement, inView = false) {
  const tops = new Map<string, number>();
  for (const heading of root.querySelectorAll<HTMLElement>('h2, h3')) {
    const name = heading.textContent?.trim() ?? '';
    const { top } = heading.getBoundingClientRect();
    if (inView && top >= window.innerHeight) continue;
    if (name && !tops.has(name)) tops.set(name, top);
  }
  return tops;
}

/**
 * No layout shift: loading draws the loaded frame (its sections and their headings), so when the data arrives
 * no section heading moves more than 4 px. `inView` checks only the headings on screen while loading, as
 * CLS counts them: for a list whose length only the data knows (Packages' tiers), what stands below the
 * first screen may move.
 */
export async function expectArrivesInPlace(canvasElement: HTMLElement, { inView = false } = {}) {
  const before = headingTops(canvasElement, inView);
  expect(before.size, 'sections drawn while loading').toBeGreaterThan(inView ? 0 : 1);
  await userEvent.click(canvasElement.querySelector('button')!);
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  const after = headingTops(canvasElement);
  for (const [name, top] of before) {
    if (!after.has(name)) continue;
    expect(Math.abs(after.get(name)! - top), `${name} moved`).toBeLessThanOrEqual(4);
  }
}
