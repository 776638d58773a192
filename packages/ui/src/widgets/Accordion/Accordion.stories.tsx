import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Accordion } from './Accordion';
import { packageMessages } from '@tp/messages';

// Sample FAQ content; the real text is operator content (DECISIONS D8).
const items = [
  {
    id: 'start',
    title: 'How do I get started?',
    content: 'Create an account, verify your email and make a first deposit.',
  },
  {
    id: 'withdraw',
    title: 'How long does a withdrawal take?',
    content: 'Withdrawals are reviewed and usually approved within one business day.',
  },
  {
    id: 'risk',
    title: 'Are returns guaranteed?',
    content: packageMessages.riskWarning,
  },
];

/**
 * The fold-out list of questions and answers on the FAQ page, the home page's FAQ section and the
 * Investment Packages page: one answer open at a time, and clicking the open question closes it.
 * The stories show it with sample questions: all closed, the first one open, opening one after
 * another, and with headings at a higher level.
 */
const meta = {
  title: 'Widgets/Accordion',
  component: Accordion,
  args: { items, onOpenChange: fn() },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  },
};

export const FirstOpen: Story = {
  args: { defaultOpenId: 'start' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'How do I get started?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(/Create an account/)).toBeVisible();
  },
};

export const OneOpenAtATime: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('button', { name: 'How do I get started?' });
    const second = canvas.getByRole('button', { name: 'How long does a withdrawal take?' });

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith('start');

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Create an account/)).not.toBeInTheDocument();

    // Clicking the open item closes it: nothing stays open.
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(undefined);

    // Ends with the second item open, for the screenshot.
    await userEvent.click(second);
    await expect(canvas.getByText(/usually approved/)).toBeVisible();
  },
};

export const HeadingLevelTwo: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(items.length);
  },
};
