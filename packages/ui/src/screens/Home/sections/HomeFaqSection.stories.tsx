import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { i18n } from '@tp/i18n';
import { homeFaq } from '../../../content';
import { HomeFaqSection } from './HomeFaqSection';
import { publicPageParameters } from '../../../storybook/modes';

/**
 * The home page's Frequently Asked Questions: six questions, with at most one answer open at a
 * time. The stories show the questions, and opening a second answer, which closes the first.
 */
const meta = {
  title: 'Screens/Home/Sections/Faq',
  parameters: publicPageParameters,
  component: HomeFaqSection,
} satisfies Meta<typeof HomeFaqSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(6);
  },
};

export const OneAnswerOpen: Story = {
  play: async ({ canvas }) => {
    const [first, second] = homeFaq;
    await userEvent.click(canvas.getByRole('button', { name: i18n._(first!.question) }));
    await expect(canvas.getByText(i18n._(first!.answer))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n._(second!.question) }));
    await expect(canvas.queryByText(i18n._(first!.answer))).not.toBeInTheDocument();
    await expect(canvas.getByText(i18n._(second!.answer))).toBeVisible();
  },
};
