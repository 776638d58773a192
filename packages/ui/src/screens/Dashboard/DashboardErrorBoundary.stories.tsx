import type { Meta, StoryObj } from '@storybook/react-vite';
import { balanceMessages } from '@tp/messages';
import { expect, userEvent } from 'storybook/test';
import { DashboardErrorBoundary } from './DashboardErrorBoundary';

let shouldThrow = true;

function Flaky() {
  if (shouldThrow) throw new Error('render failed');
  return <p>Dashboard content</p>;
}

/** A dashboard part that fails to render once, then works (Try Again re-renders it). */
function CrashOnce() {
  return (
    <DashboardErrorBoundary>
      <Flaky />
    </DashboardErrorBoundary>
  );
}

/**
 * What the Dashboard shows when a part of it cannot be displayed: the page title, "Something went
 * wrong. Please try again." and a Try Again button, never a blank page. The stories show the
 * message, and Try Again bringing the content back.
 */
const meta = {
  title: 'Screens/Dashboard/DashboardErrorBoundary',
  component: CrashOnce,
  beforeEach: () => {
    shouldThrow = true;
  },
} satisfies Meta<typeof CrashOnce>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The crash as the user meets it: the page title, the spec's text and Try Again, nothing pressed yet. */
export const CrashMessage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(balanceMessages.dashboardCrash);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(canvas.queryByText('Dashboard content')).toBeNull();
  },
};

// Spec 2 §8.
/** "Something went wrong. Please try again." with a retry, never a blank page. */
export const Crashed: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(balanceMessages.dashboardCrash);
    shouldThrow = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(canvas.getByText('Dashboard content')).toBeVisible();
  },
};
