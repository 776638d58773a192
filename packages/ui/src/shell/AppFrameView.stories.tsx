import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppFrameView } from './AppFrameView';
import { drawerMenu, signedInMenu, signedOutMenu } from './navigation';

const meta = {
  title: 'Shell/AppFrameView',
  component: AppFrameView,
  parameters: { layout: 'fullscreen' },
  args: {
    signedIn: false,
    displayName: 'Alex Morgan',
    theme: 'light',
    onToggleTheme: fn(),
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
    await expect(labels).toEqual(signedOutMenu.map((item) => item.label));
    await userEvent.click(nav.getByRole('button', { name: 'Dark theme' }));
    await expect(args.onToggleTheme).toHaveBeenCalled();
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(
      signedInMenu.map((item) => item.label),
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
    await expect(links).toEqual(drawerMenu.map((item) => item.label));
    await userEvent.click(drawer.getByRole('button', { name: 'Dark theme' }));
    await expect(args.onToggleTheme).toHaveBeenCalled();
    await userEvent.click(drawer.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

export const DrawerClosesWithEscape: Story = {
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
      signedOutMenu.map((item) => item.label),
    );
    await userEvent.click(menu.getByRole('button', { name: 'Dark theme' }));
    await expect(args.onToggleTheme).toHaveBeenCalled();
  },
};

export const PhoneMenuKeyboard: Story = {
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
    await expect(
      within(canvasElement).getByRole('button', { name: 'Open account menu' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const DarkTheme: Story = {
  args: { signedIn: true, theme: 'dark' },
  globals: { theme: 'dark' },
};
