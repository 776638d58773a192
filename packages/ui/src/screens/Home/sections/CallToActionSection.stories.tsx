import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { i18n } from '@tp/i18n';
import { disclaimers } from '../../../content';
import { StoryRouter } from '../../../storybook/StoryProviders';
import { CallToActionSection } from './CallToActionSection';
import { publicPageParameters } from '../../../storybook/modes';

/**
 * The call to action at the bottom of the home page: the Create Account and Sign In buttons, the
 * headline figures and their past-performance note. The stories show the section and where its two
 * buttons go.
 */
const meta = {
  title: 'Screens/Home/Sections/CallToAction',
  parameters: publicPageParameters,
  component: CallToActionSection,
  decorators: [
    (Story) => (
      <StoryRouter path="/">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof CallToActionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    for (const figure of ['$500M+', '10,000+', '15%']) {
      await expect(canvas.getByText(figure)).toBeVisible();
    }
    await expect(canvas.getByText(`* ${i18n._(disclaimers.pastPerformance)}`)).toBeVisible();
  },
};

export const SignInGoesToLogin: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Sign In' }));
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
  },
};

export const CreateAccountGoesToRegister: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Create Account' }));
    await expect(await canvas.findByText('Navigated to /register')).toBeVisible();
  },
};
