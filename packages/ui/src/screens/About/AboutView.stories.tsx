import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@tp/i18n';
import { about, contactDetails } from '../../content';
import { StoryRouter } from '../../storybook/StoryProviders';
import { AboutView } from './AboutView';
import { CoreValues } from './CoreValues';
import { GetInTouch } from './GetInTouch';
import { Leadership, leadershipAutoplayMs } from './Leadership';
import { TeamMemberCard } from './TeamMemberCard';
import { Timeline } from './Timeline';
import { publicPageParameters } from '../../storybook/modes';
import { selfTimed } from '../../storybook/storyQueries';

/**
 * The About page, open to everyone: our mission, core values, the company's journey, the leadership
 * carousel and how to get in touch. The stories show the whole page, each section on its own, the
 * Contact Us link, and the leadership carousel moved by its arrows and by itself.
 */
const meta = {
  title: 'Screens/About/AboutView',
  parameters: publicPageParameters,
  component: AboutView,
  decorators: [
    (Story) => (
      <StoryRouter path="/about">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof AboutView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n._(about.title) }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n._(about.tagline))).toBeVisible();
    await expect(canvas.getByText(/Founded in 2018/)).toBeVisible();
    await expect(canvas.getByText(/24\/7 global support/)).toBeVisible();
    for (const value of about.values) {
      await expect(
        canvas.getByRole('heading', { level: 3, name: i18n._(value.title) }),
      ).toBeVisible();
    }
    const journey = canvas.getByRole('heading', { name: 'Our Journey' }).nextElementSibling!;
    await expect(journey.tagName).toBe('OL');
    await expect(
      within(journey as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('time')?.textContent),
    ).toEqual(['2018', '2019', '2021', '2023', '2025']);
    const carousel = canvas.getByRole('region', { name: 'Leadership team' });
    await expect(within(carousel).getAllByRole('group')).toHaveLength(5);
    for (const member of about.team) {
      await expect(
        within(carousel).getByRole('img', { name: `Portrait of ${member.name}` }),
      ).toBeInTheDocument();
    }
  },
};

export const ContactUsGoesToContact: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: contactDetails.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${contactDetails.supportEmail}`,
    );
    await expect(canvas.getByRole('link', { name: contactDetails.phone })).toHaveAttribute(
      'href',
      contactDetails.phoneHref,
    );
    await expect(canvas.getByText(/New York, NY/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Contact Us' }));
    await expect(screen.getByRole('status')).toHaveTextContent('Navigated to /contact');
  },
};

const currentDot = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('button', { name: /Go to slide/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');

export const LeadershipArrows: Story = {
  tags: ['interaction', '!autodocs'],
  render: () => <Leadership team={about.team} />,
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('region', { name: 'Leadership team' });
    await expect(currentDot(carousel)).toBe('Go to slide 1');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(currentDot(carousel)).toBe('Go to slide 2'));
    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(currentDot(carousel)).toBe('Go to slide 1'));
  },
};

/** Story runs ask for reduced motion, so the rotation starts paused; Play starts it at 5000 ms. */
export const LeadershipAutoAdvances: Story = {
  tags: ['interaction', '!autodocs'],
  render: () => <Leadership team={about.team} />,
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await expect(leadershipAutoplayMs).toBe(5_000);
    const carousel = within(canvasElement).getByRole('region', { name: 'Leadership team' });
    await userEvent.click(within(carousel).getByRole('button', { name: 'Play slides' }));
    await userEvent.unhover(carousel);
    const playedAt = performance.now();
    await expect(within(carousel).getByRole('button', { name: 'Pause slides' })).toBeVisible();
    await waitFor(() => expect(currentDot(carousel)).toBe('Go to slide 2'), selfTimed);
    // It moved on no sooner than 5 s after Play (a little slack for timer rounding).
    await expect(performance.now() - playedAt).toBeGreaterThanOrEqual(leadershipAutoplayMs - 50);
    // Pausing stops it.
    await userEvent.click(within(carousel).getByRole('button', { name: 'Pause slides' }));
    await expect(within(carousel).getByRole('button', { name: 'Play slides' })).toBeVisible();
  },
};

export const ValuesSection: Story = {
  render: () => <CoreValues values={about.values} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const JourneySection: Story = {
  render: () => <Timeline milestones={about.journey} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list').tagName).toBe('OL');
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const TeamMemberSection: Story = {
  render: () => <TeamMemberCard member={about.team[0]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: about.team[0].name })).toBeVisible();
    await expect(canvas.getByText(i18n._(about.team[0].position))).toBeVisible();
  },
};

export const GetInTouchSection: Story = {
  render: () => (
    <GetInTouch title={i18n._(about.getInTouch.title)} action={about.getInTouch.action} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};
