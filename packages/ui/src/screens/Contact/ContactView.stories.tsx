import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { i18n } from '@tp/i18n';
import { contactDetails } from '../../content';
import { fixtureArg } from '../../storybook/fixtureArg';
import { StoryRouter } from '../../storybook/StoryProviders';
import { ContactView } from './ContactView';
import { publicPageParameters } from '../../storybook/modes';

const otherOperator = {
  supportEmail: 'help@example.org',
  phone: '+44 20 7946 0000',
  phoneHref: 'tel:+442079460000',
  address: ['1 Example Street', 'London EC1A 1AA', 'United Kingdom'],
  // A descriptor as `msg` makes it; this sample text has no translations, so it shows in English.
  hours: {
    id: 'Monday to Friday, 9:00 to 17:00 GMT.',
    message: 'Monday to Friday, 9:00 to 17:00 GMT.',
  },
};

/**
 * The Contact Us page, open to everyone: the support e-mail, phone and address, the support hours,
 * and links to the FAQ and to How it works. The stories show the page, where its links go, and the
 * page with another company's contact details.
 */
const meta = {
  title: 'Screens/Contact/ContactView',
  parameters: publicPageParameters,
  component: ContactView,
  argTypes: {
    details: fixtureArg(
      { 'Our support (New York, 24/7)': contactDetails, 'Other operator (London)': otherOperator },
      'The support email, phone, address and hours shown.',
    ),
  },
  decorators: [
    (Story) => (
      <StoryRouter path="/contact">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof ContactView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: contactDetails.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${contactDetails.supportEmail}`,
    );
    await expect(canvas.getByRole('link', { name: contactDetails.phone })).toHaveAttribute(
      'href',
      contactDetails.phoneHref,
    );
    await expect(canvas.getByText(/New York, NY/)).toBeVisible();
    await expect(canvas.getByText(i18n._(contactDetails.hours))).toBeVisible();
  },
};

export const FaqLinkGoesToFaq: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Read the FAQ' }));
    await expect(screen.getByRole('status')).toHaveTextContent('Navigated to /faq');
  },
};

export const HowItWorksLinkGoesToHowItWorks: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'See how it works' }));
    await expect(screen.getByRole('status')).toHaveTextContent('Navigated to /how-it-works');
  },
};

export const OtherOperatorDetails: Story = {
  args: { details: otherOperator },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'help@example.org' })).toHaveAttribute(
      'href',
      'mailto:help@example.org',
    );
    await expect(canvas.getByText('Monday to Friday, 9:00 to 17:00 GMT.')).toBeVisible();
  },
};
