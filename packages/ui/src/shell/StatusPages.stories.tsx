import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appMessages } from '@tp/messages';
import { CrashView, NotFoundPage, PageLoading } from './StatusPages';
import { publicPageParameters } from '../storybook/modes';

/**
 * The pages shown instead of a normal page: Page Not Found for an unknown address (with a link back
 * home), Something went wrong when a page crashes (with Reload Application), and the spinner while
 * a page loads. One story for each.
 */
const meta = {
  title: 'Shell/Status pages',
  parameters: publicPageParameters,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: appMessages.notFoundTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: appMessages.goBackHome })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

const onReload = fn();
export const Crash: Story = {
  render: () => <CrashView onReload={onReload} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: appMessages.crashTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: appMessages.reloadApplication }));
    await expect(onReload).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  render: () => <PageLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading page');
  },
};
