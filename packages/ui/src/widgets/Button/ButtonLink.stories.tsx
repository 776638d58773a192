import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { buttonSizes, buttonVariants } from './buttonVariants';
import { ButtonLink } from './ButtonLink';
import { choiceArg } from '../../storybook/choiceArg';

/**
 * A link that looks like a button, for actions that lead to another page, such as Create Account or
 * Contact support. The stories show its variants and full width, and that clicking it opens the
 * linked page.
 */
const meta = {
  title: 'Widgets/ButtonLink',
  component: ButtonLink,
  args: { to: '/register', children: 'Create Account' },
  argTypes: {
    variant: choiceArg(
      buttonVariants,
      'Primary for the one main action of a form or page; secondary beside it; ghost for a quiet action in a list; danger for an action that cannot be undone.',
    ),
    size: choiceArg(buttonSizes, 'Height: 32, 40 or 48 px.'),
  },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Story />} />
          <Route path="*" element={<p>Arrived at the linked page</p>} />
        </Routes>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

export const NavigatesOnClick: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Create Account' }));
    await expect(await canvas.findByText('Arrived at the linked page')).toBeInTheDocument();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Back' } };

export const Ghost: Story = {
  args: { variant: 'ghost', to: '/contact', children: 'Contact support' },
};

export const FullWidth: Story = { args: { fullWidth: true } };
