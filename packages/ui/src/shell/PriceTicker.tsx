import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

// Their own chunks, requested only after the page has loaded and rendered: never part of a route's first load.
const LiveTicker = lazy(() => import('./ticker/LiveTicker'));
const StreamBanner = lazy(() => import('./ticker/StreamBanner'));

/** Runs `start` once the window has loaded and the main thread is idle; returns a cancel function. */
function afterPageLoad(start: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(start, { timeout: 3_000 });
    else timer = setTimeout(start, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** A ticker that cannot load (a chunk gone after a deploy, no network) leaves its row empty, never the page. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface PriceTickerProps {
  /** True while the router loads the next page: the ticker waits until that page has rendered. */
  pageLoading?: boolean;
}

/** Renders `children` (lazy parts of the shell) once the page has loaded, no page is loading and the thread is idle. */
function AfterPage({ pageLoading = false, children }: PriceTickerProps & { children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (requested || pageLoading) return;
    return afterPageLoad(() => setRequested(true));
  }, [requested, pageLoading]);
  if (!requested) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietBoundary>
  );
}

/**
 * The price ticker (D9) for the shell: loads its code after the page's own content (once the window
 * has loaded, no page is loading and the main thread is idle), into the row AppFrameView reserves.
 */
export function PriceTicker(props: PriceTickerProps) {
  return (
    <AfterPage {...props}>
      <LiveTicker />
    </AfterPage>
  );
}

/** D19: the banner while live prices are down, loaded like the ticker (it says nothing before the socket opens). */
export function PriceStreamBanner(props: PriceTickerProps) {
  return (
    <AfterPage {...props}>
      <StreamBanner />
    </AfterPage>
  );
}
