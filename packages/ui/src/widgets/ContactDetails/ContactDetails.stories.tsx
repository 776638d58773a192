import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contactDetails } from '../../content';
import { ContactDetails } from './ContactDetails';

/**
 * The support contact block: e-mail, phone and street address, the e-mail and phone as links that
 * open the mail or phone app. It appears on the Contact page and in the About page's Get in Touch
 * section; the story shows it with the company's details.
 */
const meta = {
  title: 'Widgets/ContactDetails',
  component: ContactDetails,
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The details block on its own, as the Contact page and the About page's Get in Touch section use it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Email')).toBeVisible();
    await expect(canvas.getByText('Phone')).toBeVisible();
    await expect(canvas.getByText('Address')).toBeVisible();
    await expect(canvas.getByRole('link', { name: contactDetails.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${contactDetails.supportEmail}`,
    );
  },
};
