import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CopyButton } from './CopyButton';

/**
 * Copies a text (a deposit address, a setup key, backup codes) and says "Copied", or, when the clipboard is
 * missing (an insecure page) or refuses, how to copy by hand; the button stays for another try.
 */
const meta = {
  title: 'Widgets/CopyButton',
  component: CopyButton,
  args: { text: 'bc1q9cj2zt6r7eevk2hjqxfkuunf76q92up4ek3rnv', label: 'Copy Bitcoin address' },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Copied: Story = {
  args: { copyText: fn(async () => undefined) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Bitcoin address' }));
    await expect(args.copyText).toHaveBeenCalledWith(args.text);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
  },
};

export const ClipboardRefuses: Story = {
  args: { copyText: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Bitcoin address' }));
    await expect(await canvas.findByText(/^Could not copy\. Select the text and/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Bitcoin address' })).toBeVisible();
  },
};
