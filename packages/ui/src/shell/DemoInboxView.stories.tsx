import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DemoInboxView } from './DemoInboxView';

const messages = [
  {
    id: 1,
    to: 'alex.morgan@example.com',
    subject: 'Your sign-up code',
    body: 'Your verification code is 482913. It expires in 10 minutes.',
    sentAt: '2026-11-21T09:00:00Z',
  },
  {
    id: 2,
    to: 'alex.morgan@example.com',
    subject: 'Confirm your withdrawal',
    body: 'Your withdrawal code is 105527. It expires in 10 minutes.',
    sentAt: '2026-11-21T09:05:00Z',
  },
];

const meta = {
  title: 'Shell/DemoInboxView',
  component: DemoInboxView,
  args: { messages, onResetDemoData: fn() },
} satisfies Meta<typeof DemoInboxView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Demo inbox (2)' }),
    ).toBeVisible();
  },
};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Demo inbox (2)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Demo inbox' }));
    const items = dialog.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Confirm your withdrawal');
    await expect(items[1]).toHaveTextContent('482913');
    await userEvent.click(dialog.getByRole('button', { name: 'Reset demo data' }));
    await expect(args.onResetDemoData).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Demo inbox (0)' }));
    await expect(await screen.findByText('No e-mails yet.')).toBeVisible();
  },
};
