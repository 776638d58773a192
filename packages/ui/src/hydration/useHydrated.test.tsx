// @vitest-environment jsdom
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAdoptingPrerenderedPage, useHydrated } from './useHydrated';

function Probe({ onRender }: { onRender?: (hydrated: boolean) => void }) {
  const hydrated = useHydrated();
  onRender?.(hydrated);
  return <output>{hydrated ? 'hydrated' : 'waiting'}</output>;
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  // Real scheduling, as in the browser: React renders a transition in tasks of its own.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  container.remove();
  setAdoptingPrerenderedPage(false);
});

describe('useHydrated', () => {
  it('reads false on the server, so a prerendered page holds what waits for it as a placeholder', () => {
    expect(renderToString(<Probe />)).toContain('waiting');
  });

  it('reads true from the first render of a page the app renders itself', async () => {
    const seen: boolean[] = [];
    root = createRoot(container);
    root.render(<Probe onRender={(hydrated) => seen.push(hydrated)} />);
    await vi.waitFor(() => expect(container.textContent).toBe('hydrated'));
    expect(seen).toEqual([true]);
  });

  it('adopts a prerendered page as it is, then turns true in a task after the one that adopted it (issue 26)', async () => {
    container.innerHTML = renderToString(<Probe />);
    const mismatches: unknown[] = [];
    // What the page showed once the adoption's effects had run, in the same task (a microtask of it).
    let atAdoption: string | null = null;
    function Page() {
      useEffect(() => {
        queueMicrotask(() => {
          atAdoption = container.textContent;
        });
      }, []);
      return <Probe />;
    }
    // Rendered on the server as <Probe /> alone: Page adds no markup of its own.
    setAdoptingPrerenderedPage(true);
    root = hydrateRoot(container, <Page />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
    await vi.waitFor(() => expect(atAdoption).not.toBeNull());
    // A synchronous re-render (what a store read alone does) would already show 'hydrated' here, holding the
    // browser in the adopting task for every component that waited.
    expect(atAdoption).toBe('waiting');
    setAdoptingPrerenderedPage(false);
    await vi.waitFor(() => expect(container.textContent).toBe('hydrated'));
    expect(mismatches).toEqual([]);
  });

  it('reads true at once in a component that mounts after the adoption', async () => {
    container.innerHTML = renderToString(<Probe />);
    setAdoptingPrerenderedPage(true);
    const adopted = hydrateRoot(container, <Probe />);
    root = adopted;
    await vi.waitFor(() => expect(container.textContent).toBe('hydrated'));
    setAdoptingPrerenderedPage(false);
    const seen: boolean[] = [];
    adopted.render(
      <>
        <Probe />
        <Probe onRender={(hydrated) => seen.push(hydrated)} />
      </>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe('hydratedhydrated'));
    expect(seen[0]).toBe(true);
  });
});
