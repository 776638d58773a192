import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SEED_NOW } from '@tp/mocks';
import { formatDateTime } from '../../format';
import { EmailChangeUndoBanner } from './EmailChangeUndoNotice';

/** 7 days after the seed's time. */
const until = new Date(Date.parse(SEED_NOW) + 7 * 24 * 60 * 60_000).toISOString();
const earlier = new Date(Date.parse(SEED_NOW) + 6 * 24 * 60 * 60_000).toISOString();

/**
 * D22's notice above the Dashboard for 7 days after a confirmed e-mail change: the previous address can still undo
 * it (its notice's This wasn't me link, or a password reset sent to it) until the date shown, in the user's time.
 * Two changes in a week are two lines, oldest first: the first address keeps its right to undo.
 */
const meta = {
  title: 'Screens/Dashboard/EmailChangeUndoNotice',
  component: EmailChangeUndoBanner,
  args: { changes: [{ previous_email: 'alex.morgan@example.com', until }] },
  argTypes: {
    changes: {
      control: 'object',
      description:
        'Each earlier address (`previous_email`) and until when (`until`, ISO) it can undo',
    },
  },
} satisfies Meta<typeof EmailChangeUndoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneChange: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      `Your e-mail address was changed. Until ${formatDateTime(until)}, alex.morgan@example.com can still undo the change and reset your password.`,
    );
  },
};

export const TwoChanges: Story = {
  args: {
    changes: [
      { previous_email: 'alex.morgan@example.com', until: earlier },
      { previous_email: 'alex.work@example.com', until },
    ],
  },
  play: async ({ canvasElement }) => {
    const lines = within(canvasElement).getAllByRole('status');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toHaveTextContent('alex.morgan@example.com');
    await expect(lines[0]).toHaveTextContent(formatDateTime(earlier));
  },
};
