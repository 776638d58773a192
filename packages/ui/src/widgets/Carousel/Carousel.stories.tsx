import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { Carousel } from './Carousel';

const sampleSlide = (n: number) => (
  <div style={{ padding: 24, border: '1px solid currentColor', borderRadius: 8 }}>
    <p>Sample slide {n}</p>
  </div>
);

const five = [1, 2, 3, 4, 5].map(sampleSlide);

/**
 * The slide carousel of the home page (packages, client testimonials) and the About page (the
 * leadership team): previous and next arrows, dots to jump to a slide, arrow keys, and Play/Pause
 * when it turns by itself. The stories show it with sample slides: wrapping from the last slide to
 * the first, the dots and keys, several slides at once on wider screens, autoplay (which stops on
 * hover) and no controls.
 */
const meta = {
  title: 'Widgets/Carousel',
  component: Carousel,
  args: { label: 'Sample carousel', slides: five, onIndexChange: fn() },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvas: ReturnType<typeof within>) => canvas.getByText(/^Slide \d+ of \d+$/);

export const OneAtATime: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Sample carousel' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    const slides = canvas.getAllByRole('group');
    await expect(slides).toHaveLength(5);
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slides[0]).toHaveAccessibleName('1 of 5');
    await waitFor(() => expect(status(canvas)).toHaveTextContent('Slide 1 of 5'));
  },
};

export const WrapsBothWays: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(status(canvas)).toHaveTextContent('Slide 1 of 5'));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(status(canvas)).toHaveTextContent('Slide 5 of 5'));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(status(canvas)).toHaveTextContent('Slide 1 of 5'));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
  },
};

export const DotsJump: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    const third = await canvas.findByRole('button', { name: 'Go to slide 3' });
    await userEvent.click(third);
    await waitFor(() => expect(status(canvas)).toHaveTextContent('Slide 3 of 5'));
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const ArrowKeys: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Go to slide 2' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(status(canvas)).toHaveTextContent('Slide 3 of 5'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(status(canvas)).toHaveTextContent('Slide 5 of 5'));
  },
};

/** Four slides, three in view: too few for a seamless loop, the index still wraps. */
export const FewSlidesStillWrap: Story = {
  tags: ['interaction', '!autodocs'],
  args: { slides: [1, 2, 3, 4].map(sampleSlide), slidesPerView: 3 },
  play: async ({ canvas }) => {
    const dots = await canvas.findAllByRole('button', { name: /^Go to slide/ });
    const last = dots.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(status(canvas)).toHaveTextContent(`Slide ${last} of ${last}`));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(status(canvas)).toHaveTextContent(`Slide 1 of ${last}`));
  },
};

/** 1 slide, 2 from 640 px, 3 from 1024 px (the About page's leadership carousel). */
export const Responsive: Story = {
  args: {
    slides: [1, 2, 3, 4, 5, 6].map(sampleSlide),
    slidesPerView: { base: 1, 640: 2, 1024: 3 },
  },
};

/** Story tests freeze motion, which counts as reduced motion: autoplay starts paused, Play starts it. */
export const Autoplay: Story = {
  args: { autoplayMs: 5000 },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Play slides' });
    await expect(status(canvas)).toHaveTextContent('Slide 1 of 5');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Pause slides' })).toBeVisible();
    // While it rotates the status stays quiet; pausing announces the slide again.
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slides' }));
    await expect(canvas.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await expect(status(canvas)).toHaveTextContent(/^Slide \d of 5$/);
  },
};

export const WithoutControls: Story = {
  args: { arrows: false, dots: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** After Play it advances on its own; hovering pauses it (WCAG 2.2.2). */
export const AutoplayAdvancesAndPausesOnHover: Story = {
  tags: ['interaction', '!autodocs'],
  args: { autoplayMs: 400 },
  play: async ({ canvas }) => {
    const current = () =>
      canvas
        .getAllByRole('button', { name: /^Go to slide/ })
        .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Play slides' }));
    await userEvent.unhover(canvas.getByRole('region', { name: 'Sample carousel' }));
    await waitFor(() => expect(current()).toBeGreaterThan(0), { timeout: 3_000 });

    await userEvent.hover(canvas.getByRole('group', { name: '1 of 5' }));
    const paused = current();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await expect(current()).toBe(paused);
    // Paused by hover: the status speaks again.
    await expect(status(canvas)).toHaveTextContent(`Slide ${paused + 1} of 5`);
  },
};
