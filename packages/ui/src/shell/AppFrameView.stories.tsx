import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TickerView, tickerRowHeight, type TickerItem } from '../widgets/Ticker';
import { i18n } from '@tp/i18n';
import { AppFrameView } from './AppFrameView';
import { drawerMenu, signedInMenu, signedOutMenu } from './navigation';

// Sample quotes, not live data.
const tickerItems: TickerItem[] = [
  { symbol: 'BTC', kind: 'coin', price: 67432.18, change: 1.24 },
  { symbol: 'ETH', kind: 'coin', price: 3512.46, change: -0.87 },
  { symbol: 'DOGE', kind: 'coin', price: 0.1583, change: 0.35 },
  { symbol: 'EURUSD', kind: 'forex', price: 1.0842, change: 0.12 },
  { symbol: 'USDJPY', kind: 'forex', price: 151.37, change: -0.05 },
  { symbol: 'GBPUSD', kind: 'forex', price: 1.2671, change: 0 },
];
const ticker = (
  <TickerView items={tickerItems} paused={false} onPausedChange={fn()} reducedMotion={false} />
);

/**
 * The frame around every page: the header with the main menu (signed out or signed in), the price
 * ticker under it when signed in, the page itself and the footer. On phones the menu folds into a
 * Menu button that opens a drawer, and the signed-in account menu opens as a drawer. The stories
 * draw the frame from given data, one per state: signed out and signed in, signing out, the drawer,
 * phone widths, with and without the ticker, the dark theme, and the Privacy mode toggle (D17: hide
 * mode, in the header and the drawer, with its Alt + Shift + H shortcut in its tooltip).
 */
const meta = {
  title: 'Shell/AppFrameView',
  component: AppFrameView,
  parameters: { layout: 'fullscreen' },
  args: {
    signedIn: false,
    displayName: 'Alex Morgan',
    theme: 'light',
    onToggleTheme: fn(),
    onTogglePrivacy: fn(),
    onSignOut: fn(),
    children: <h1>Page content</h1>,
  },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/dashboard']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof AppFrameView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const labels = nav.getAllByRole('link').map((link) => link.textContent);
    await expect(labels).toEqual(signedOutMenu.map((item) => i18n._(item.label)));
    await expect(within(canvasElement).queryByRole('button', { name: 'Privacy mode' })).toBeNull();
    await userEvent.click(nav.getByRole('button', { name: 'Dark theme' }));
    await expect(args.onToggleTheme).toHaveBeenCalled();
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(
      signedInMenu.map((item) => i18n._(item.label)),
    );
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(nav.getByRole('button', { name: 'Logout' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

export const SigningOut: Story = {
  args: { signedIn: true, signingOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Logout' })).toBeDisabled();
  },
};

export const DrawerOpen: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open account menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Hello, Alex Morgan' }));
    const links = drawer.getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual(drawerMenu.map((item) => i18n._(item.label)));
    await userEvent.click(drawer.getByRole('button', { name: 'Dark theme' }));
    await expect(args.onToggleTheme).toHaveBeenCalled();
    await userEvent.click(drawer.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

export const DrawerClosesWithEscape: Story = {
  tags: ['interaction', '!autodocs'],
  args: { signedIn: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open account menu' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/**
 * D17: signed in, the Privacy mode toggle sits in the header (and in the drawer); pressed while amounts are
 * hidden. Its tooltip and `aria-keyshortcuts` name the shortcut.
 */
export const AmountsHidden: Story = {
  args: { signedIn: true, amountsHidden: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Privacy mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+H');
    await expect(toggle).toHaveAttribute('title', 'Privacy mode: hide amounts (Alt+Shift+H)');
    await userEvent.click(toggle);
    await expect(args.onTogglePrivacy).toHaveBeenCalledOnce();
  },
};

/** D17: the drawer holds the same toggle beside the theme's; signed out there is none (no amounts). */
export const PrivacyToggleInDrawer: Story = {
  tags: ['interaction', '!autodocs'],
  args: { signedIn: true },
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Privacy mode' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open account menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Hello, Alex Morgan' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Privacy mode' }));
    await expect(args.onTogglePrivacy).toHaveBeenCalledOnce();
  },
};

export const FallbackDisplayName: Story = {
  args: { signedIn: true, displayName: 'User' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open account menu' }));
    await expect(await screen.findByRole('dialog', { name: 'Hello, User' })).toBeVisible();
  },
};

// Story tests run at 1200 px unless a story picks a viewport; these pick a 360 px phone.
const phone = {
  parameters: {
    viewport: {
      options: { phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' } } },
    },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

export const PhoneSignedOut: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    // The links fold away; one Menu button stands for them.
    await expect(nav.queryAllByRole('link')).toHaveLength(0);
    const button = nav.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const PhoneMenuOpen: Story = {
  ...phone,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(
      signedOutMenu.map((item) => i18n._(item.label)),
    );
    await userEvent.click(menu.getByRole('button', { name: 'Dark theme' }));
    await expect(args.onToggleTheme).toHaveBeenCalled();
  },
};

export const PhoneMenuKeyboard: Story = {
  tags: ['interaction', '!autodocs'],
  ...phone,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Focus stays trapped in the menu: tabbing past the last control comes back to the first.
    for (let step = 0; step < 12; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

export const PhoneMenuLinkCloses: Story = {
  tags: ['interaction', '!autodocs'],
  ...phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(menu.getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const PhoneSignedIn: Story = {
  ...phone,
  args: { signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open account menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Privacy mode' })).toBeVisible();
    // Issue 12: the top menu folds into the drawer, so the header is one row.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(64);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Issue 12: on phones the drawer holds Dashboard, the drawer's entries in the spec's order, and Logout. */
export const PhoneDrawerSignedIn: Story = {
  ...phone,
  args: { signedIn: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open account menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Hello, Alex Morgan' }));
    await expect(drawer.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      ...drawerMenu.map((item) => i18n._(item.label)),
    ]);
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(drawer.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    await userEvent.click(drawer.getByRole('button', { name: 'Logout' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

/** The phone header with the ticker under it: one row and the ticker's, then the page. */
export const PhoneHeaderWithTicker: Story = {
  args: { signedIn: true, ticker },
  parameters: {
    viewport: {
      options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '740px' } } },
    },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner').getBoundingClientRect();
    const prices = canvas.getByRole('region', { name: 'Market prices' }).getBoundingClientRect();
    const main = canvas.getByRole('main').getBoundingClientRect();
    await expect(prices.top).toBe(header.bottom);
    await expect(prices.height).toBe(parseFloat(tickerRowHeight));
    await expect(main.top - header.top).toBeLessThanOrEqual(160);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Above 768 px the header keeps the top menu; the ticker sits under it. */
export const SignedInWithTicker: Story = {
  args: { signedIn: true, ticker },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Market prices' })).toBeVisible();
  },
};

/** Signed out there is no ticker, even when one is given. */
export const SignedOutNoTicker: Story = {
  args: { ticker },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Market prices' })).toBeNull();
  },
};

export const DarkTheme: Story = {
  args: { signedIn: true, theme: 'dark' },
  globals: { theme: 'dark' },
};
