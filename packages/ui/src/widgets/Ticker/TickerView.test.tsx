import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TickerView, type TickerItem, type TickerViewProps } from './TickerView';
import { i18n, loadLanguage } from '@tp/i18n';
import { setFormatLocale } from '../../format/formatLocale';
import { freshnessTexts } from '../Freshness';
import { tickerTexts } from './tickerTexts';

const items: TickerItem[] = [
  { symbol: 'BTC', kind: 'coin', price: 67432.18, change: 1.24 },
  { symbol: 'DOGE', kind: 'coin', price: 0.15834, change: -0.5 },
  { symbol: 'EURUSD', kind: 'forex', price: 1.0842, change: 0 },
  { symbol: 'USDJPY', kind: 'forex', price: 151.374, change: -0.25 },
];

function renderTicker(props: Partial<TickerViewProps> = {}) {
  const onPausedChange = vi.fn();
  const view = render(
    <TickerView
      items={items}
      paused={false}
      onPausedChange={onPausedChange}
      reducedMotion={false}
      {...props}
    />,
  );
  const region = screen.getByRole('region', { name: i18n._(tickerTexts.label) });
  return { ...view, region, onPausedChange };
}

describe('TickerView', () => {
  it('shows each item with its symbol, price and signed change, and an arrow for the direction', () => {
    const { region } = renderTicker();
    const [btc, doge, eurusd, usdjpy] = within(region).getAllByRole('listitem');
    expect(btc).toHaveTextContent('BTC$67,432.18+1.24%');
    expect(btc!.querySelector('[data-icon="triangleUp"]')).not.toBeNull();
    expect(doge).toHaveTextContent('DOGE$0.1583-0.50%');
    expect(doge!.querySelector('[data-icon="triangleDown"]')).not.toBeNull();
    expect(eurusd).toHaveTextContent('EUR/USD1.08420.00%');
    expect(eurusd!.querySelector('[data-icon]')).toBeNull();
    expect(usdjpy).toHaveTextContent('USD/JPY151.37-0.25%');
  });

  it('moves a second, hidden copy of the list to close the loop', () => {
    const { region } = renderTicker();
    expect(region).toHaveAttribute('data-motion', 'running');
    const lists = region.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[0]).not.toHaveAttribute('aria-hidden');
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    // Assistive technology meets every item once.
    expect(within(region).getAllByRole('listitem')).toHaveLength(items.length);
  });

  describe('pausing', () => {
    it('asks to pause and to resume with the button, which says what it will do', () => {
      const first = renderTicker();
      fireEvent.click(
        within(first.region).getByRole('button', { name: i18n._(tickerTexts.pause) }),
      );
      expect(first.onPausedChange).toHaveBeenCalledWith(true);
      first.unmount();

      const paused = renderTicker({ paused: true });
      expect(paused.region).toHaveAttribute('data-motion', 'paused');
      fireEvent.click(
        within(paused.region).getByRole('button', { name: i18n._(tickerTexts.resume) }),
      );
      expect(paused.onPausedChange).toHaveBeenCalledWith(false);
    });

    it('stops while the pointer is over the prices, and goes on when it leaves', () => {
      const { region } = renderTicker();
      const prices = within(region).getByRole('group', { name: i18n._(tickerTexts.pricesList) });
      fireEvent.mouseEnter(prices);
      expect(region).toHaveAttribute('data-motion', 'paused');
      fireEvent.mouseLeave(prices);
      expect(region).toHaveAttribute('data-motion', 'running');
    });

    it('stops while the prices have keyboard focus', () => {
      const { region } = renderTicker();
      const prices = within(region).getByRole('group', { name: i18n._(tickerTexts.pricesList) });
      act(() => prices.focus());
      expect(region).toHaveAttribute('data-motion', 'paused');
      act(() => prices.blur());
      expect(region).toHaveAttribute('data-motion', 'running');
    });

    it('stops while scrolled out of sight', () => {
      let report: IntersectionObserverCallback = () => undefined;
      vi.spyOn(window, 'IntersectionObserver').mockImplementation(function (
        this: IntersectionObserver,
        callback: IntersectionObserverCallback,
      ) {
        report = callback;
        return { observe() {}, disconnect() {} } as unknown as IntersectionObserver;
      } as unknown as typeof IntersectionObserver);
      const { region } = renderTicker();
      const seen = (isIntersecting: boolean) =>
        act(() => report([{ isIntersecting } as IntersectionObserverEntry], {} as never));
      seen(false);
      expect(region).toHaveAttribute('data-motion', 'paused');
      seen(true);
      expect(region).toHaveAttribute('data-motion', 'running');
      vi.restoreAllMocks();
    });

    it('does not stop while only the button has focus, so Resume shows at once', () => {
      const { region } = renderTicker();
      act(() => within(region).getByRole('button').focus());
      expect(region).toHaveAttribute('data-motion', 'running');
    });
  });

  it('under reduced motion shows one still copy that takes focus for scrolling', () => {
    const { region } = renderTicker({ reducedMotion: true });
    expect(region).toHaveAttribute('data-motion', 'static');
    expect(region.querySelectorAll('ul')).toHaveLength(1);
    expect(
      within(region).getByRole('group', { name: i18n._(tickerTexts.pricesList) }),
    ).toHaveAttribute('tabindex', '0');
    // Still pausable: the prices keep updating (WCAG 2.2.2).
    expect(within(region).getByRole('button', { name: i18n._(tickerTexts.pause) })).toBeVisible();
  });

  it('shows a loading note and no prices before the first answer', () => {
    const { region } = renderTicker({ items: undefined });
    expect(within(region).getByRole('status')).toHaveTextContent(i18n._(tickerTexts.loading));
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
    expect(region).not.toHaveAttribute('data-ticker-ready');
  });

  describe('stale and unavailable prices (D9)', () => {
    it('marks prices from before a failed refresh as stale, with their time', () => {
      const at = new Date(2026, 5, 15, 9, 5).getTime();
      const { region } = renderTicker({
        items: items.map((item) => ({ ...item, state: 'stale' })),
        staleSince: at,
      });
      const time = new Intl.DateTimeFormat(undefined, {
        hour: 'numeric',
        minute: '2-digit',
      }).format(at);
      expect(region).toHaveTextContent(i18n._(freshnessTexts.staleAsOf(time)));
      expect(time).toMatch(/9:05/);
      expect(region).toHaveTextContent('$67,432.18');
      expect(region).not.toHaveTextContent(tickerTexts.unavailable);
    });

    it("shows the spec's zeros only with Prices unavailable", () => {
      const { region } = renderTicker({
        items: items.map((item) => ({ ...item, price: 0, change: 0, state: 'unavailable' })),
        unavailable: true,
      });
      expect(region).toHaveTextContent(tickerTexts.unavailable);
      const [btc, , eurusd] = within(region).getAllByRole('listitem');
      expect(btc).toHaveTextContent('BTC$0.000.00%');
      expect(eurusd).toHaveTextContent('EUR/USD0.000.00%');
    });

    it('shows no note while every price is fresh', () => {
      const { region } = renderTicker();
      expect(region).not.toHaveTextContent(tickerTexts.unavailable);
      expect(region).not.toHaveTextContent(/Stale/);
    });
  });
});

describe('TickerView when the language changes (D18)', () => {
  // As the app does it (LanguageProvider's applyLocale): the formatters' locale, then the language.
  const switchTo = (language: 'en' | 'es') =>
    act(() =>
      loadLanguage(language, (code, locale) => setFormatLocale(code === 'en' ? undefined : locale)),
    );
  afterEach(() => switchTo('en'));

  it("writes the prices and changes again in the new language's format, though no figure changed", async () => {
    const { region } = renderTicker();
    await switchTo('es');
    const [btc, , eurusd] = within(region).getAllByRole('listitem');
    expect(btc).toHaveTextContent('BTC67.432,18 US$+1,24 %');
    expect(eurusd).toHaveTextContent('EUR/USD1,08420,00 %');
  });
});
