import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { i18n } from '@tp/i18n';
import { testimonials } from '../../../content';
import { TestimonialsSection } from './TestimonialsSection';
import { publicPageParameters } from '../../../storybook/modes';

/**
 * The home page's What Our Clients Say: the average rating and a slider of six client quotes with
 * their star ratings, which moves by itself and has a pause button. The stories show the section,
 * and pausing and playing the slider.
 */
const meta = {
  title: 'Screens/Home/Sections/Testimonials',
  parameters: publicPageParameters,
  component: TestimonialsSection,
} satisfies Meta<typeof TestimonialsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'What Our Clients Say' })).toBeVisible();
    await expect(canvas.getByText('4.8/5 Average Rating')).toBeVisible();
    await expect(canvas.getByText('based on 500+ client reviews')).toBeVisible();
    const slides = canvas.getAllByRole('group');
    await expect(slides).toHaveLength(6);
    await expect(slides[2]).toHaveAccessibleName('3 of 6');
    const ratings = canvas.getAllByRole('img', { name: /^Rated \d out of 5$/ });
    await expect(ratings.map((rating) => rating.getAttribute('aria-label'))).toEqual(
      testimonials.map((t) => `Rated ${t.rating} out of 5`),
    );
    const first = within(slides[0]!);
    await expect(first.getByText(testimonials[0]!.author)).toBeVisible();
    await expect(first.getByText(i18n._(testimonials[0]!.position))).toBeVisible();
  },
};

/** Story tests count as reduced motion: the slider starts paused; the button starts and stops it (WCAG 2.2.2). */
export const PauseAndPlay: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play slides' }));
    await expect(canvas.getByRole('button', { name: 'Pause slides' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slides' }));
    await expect(canvas.getByRole('button', { name: 'Play slides' })).toBeVisible();
  },
};
