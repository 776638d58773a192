import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { i18n } from '@tp/i18n';
import { faqPage, faqQuotes } from '../../content';
import { StoryRouter } from '../../storybook/StoryProviders';
import { FaqQuotes } from './FaqQuotes';
import { FaqView } from './FaqView';
import { publicPageParameters } from '../../storybook/modes';

/**
 * The FAQ page, open to everyone: the questions, with one answer open at a time, two quotes from
 * users, and a Contact Support button. The stories show the page, answers opened by mouse and by
 * keyboard, and where Contact Support goes.
 */
const meta = {
  title: 'Screens/Faq/FaqView',
  parameters: publicPageParameters,
  component: FaqView,
  decorators: [
    (Story) => (
      <StoryRouter path="/faq">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof FaqView>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = (index: number) => i18n._(faqPage[index]!.question);
const answer = (index: number) => i18n._(faqPage[index]!.answer);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    const triggers = faqPage.map((entry) =>
      canvas.getByRole('button', { name: i18n._(entry.question) }),
    );
    await expect(triggers).toHaveLength(8);
    for (const trigger of triggers) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    for (const item of faqQuotes)
      await expect(canvas.getByText(`“${i18n._(item.quote)}”`)).toBeVisible();
  },
};

export const OneAnswerOpenAtATime: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: question(0) });
    const fourth = canvas.getByRole('button', { name: question(3) });

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(answer(0))).toBeVisible();

    await userEvent.click(fourth);
    await expect(fourth).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(answer(0))).toBeNull();
    await expect(canvas.getByText(answer(3))).toBeVisible();

    // Clicking the open question closes it: no answer stays open.
    await userEvent.click(fourth);
    await expect(fourth).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(answer(3))).toBeNull();
    for (const entry of faqPage) {
      await expect(canvas.getByRole('button', { name: i18n._(entry.question) })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
  },
};

export const KeyboardOpensAnAnswer: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: question(1) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(answer(1))).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: question(2) })).toHaveFocus();
  },
};

export const FirstAnswerOpen: Story = {
  args: { defaultOpenIndex: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(answer(0))).toBeVisible();
  },
};

export const ContactSupportGoesToContact: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Contact Support' }));
    await expect(screen.getByRole('status')).toHaveTextContent('Navigated to /contact');
  },
};

export const QuotesSection: Story = {
  render: () => <FaqQuotes quotes={faqQuotes} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(`— ${faqQuotes[0].author}`)).toBeVisible();
  },
};
