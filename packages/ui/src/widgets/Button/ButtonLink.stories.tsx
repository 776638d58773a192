import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { buttonSizes, buttonVariants } from './buttonVariants';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Widgets/ButtonLink',
  component: ButtonLink,
  args: { to: '/register', children: 'Create Account' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
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
