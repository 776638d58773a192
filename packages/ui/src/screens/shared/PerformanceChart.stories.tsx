import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PortfolioPoint } from '@tp/api';
import { httpErrors } from '@tp/messages';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectRetrying } from '../../storybook/expectRetrying';
import { formatUsd } from '../../format';
import { PerformanceChart } from './PerformanceChart';

/** Thirteen monthly values, June 2025 to June 2026. */
const yearOfHistory: PortfolioPoint[] = [
  10_625, 10_810, 10_700, 11_020, 11_240, 11_100, 11_480, 11_800, 11_650, 12_050, 12_300, 12_210,
  12_500,
].map((value, index) => ({
  date: `${index < 7 ? 2025 : 2026}-${String(((index + 5) % 12) + 1).padStart(2, '0')}-15`,
  value,
}));

const profits: PortfolioPoint[] = [625, -4_190, -1_500, 100.25, -340.5, 0].map((value, index) => ({
  date: `2025-0${index + 3}-01`,
  value,
}));

const signedUsd = (value: number) => formatUsd(value, { signed: true });

/**
 * The portfolio history chart card, as on the Dashboard (Portfolio Performance) and the Account
 * Overview (Performance Overview, Profit Analysis), with its 1M / 1Y / All range buttons. The
 * stories draw it from given data: its tooltips by mouse and keyboard, a profit crossing zero, a
 * single point, loading, and the error with Try Again.
 */
const meta = {
  title: 'Screens/Shared/PerformanceChart',
  component: PerformanceChart,
  args: {
    title: 'Performance Overview',
    range: '1Y',
    onRangeChange: fn(),
    status: {
      kind: 'ready',
      data: { points: yearOfHistory, subject: 'Portfolio value' },
    },
    onRetry: fn(),
    loadingLabel: 'Loading performance overview',
    explorerLabel: 'Portfolio value by date',
  },
} satisfies Meta<typeof PerformanceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const tooltipOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-chart-tooltip]');

/** The history, named by its text alternative, with High and Low. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('figure', {
        name: 'Portfolio value from $10,625.00 on Jun 15, 2025 to $12,500.00 on Jun 15, 2026 (13 points).',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('High $12,500.00')).toBeVisible();
    await expect(canvas.getByText('Low $10,625.00')).toBeVisible();
  },
};

/**
 * The keyboard reaches every point: the slider over the plot starts at the newest, arrows step,
 * Home/End jump, and the tooltip shows the date and dollar value its value text reads out.
 */
export const TooltipByKeyboard: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const slider = canvas.getByRole('slider', { name: 'Portfolio value by date' });
    await expect(tooltipOf(canvasElement)).toBeNull();
    await userEvent.tab(); // the range buttons come first
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await expect(slider).toHaveAttribute('aria-valuetext', 'Jun 15, 2026: $12,500.00');
    await expect(tooltipOf(canvasElement)).toHaveTextContent('Jun 15, 2026$12,500.00');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuetext', 'May 15, 2026: $12,210.00');
    await expect(tooltipOf(canvasElement)).toHaveTextContent('May 15, 2026$12,210.00');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(tooltipOf(canvasElement)).toHaveTextContent('Jun 15, 2025$10,625.00');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{PageUp}');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Jul 15, 2025: $10,810.00');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '12');

    // WCAG 1.4.13: Escape dismisses the tooltip; leaving the chart hides it.
    await userEvent.keyboard('{Escape}');
    await expect(tooltipOf(canvasElement)).toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tooltipOf(canvasElement)).toHaveTextContent('May 15, 2026');
    await userEvent.tab();
    await expect(tooltipOf(canvasElement)).toBeNull();
  },
};

/**
 * Privacy mode (D17): the axis, the tooltip and the caption show the mask instead of each value, and
 * the text alternative and the slider's value say "hidden"; dates and the line's shape stay.
 */
export const AmountsHidden: Story = {
  globals: { privacy: 'hidden' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('figure', {
        name: 'Portfolio value from hidden on Jun 15, 2025 to hidden on Jun 15, 2026 (13 points).',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('High ••••••')).toBeVisible();
    await expect(canvas.getByText('Low ••••••')).toBeVisible();
    const slider = canvas.getByRole('slider', { name: 'Portfolio value by date' });
    slider.focus();
    await expect(slider).toHaveAttribute('aria-valuetext', 'Jun 15, 2026: hidden');
    await expect(tooltipOf(canvasElement)).toHaveTextContent('Jun 15, 2026••••••');
    await expect(canvasElement).not.toHaveTextContent('$');
  },
};

/** The pointer shows the nearest point's date and value; leaving the chart hides it. */
export const TooltipByPointer: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const slider = canvas.getByRole('slider', { name: 'Portfolio value by date' });
    const box = slider.getBoundingClientRect();
    const at = (fraction: number) => ({
      clientX: box.left + box.width * fraction,
      clientY: box.top + box.height / 2,
    });
    await userEvent.pointer({ target: slider, coords: at(0.02) });
    await waitFor(() =>
      expect(tooltipOf(canvasElement)).toHaveTextContent('Jun 15, 2025$10,625.00'),
    );
    await userEvent.pointer({ target: slider, coords: at(0.5) });
    await waitFor(() =>
      expect(tooltipOf(canvasElement)).toHaveTextContent('Dec 15, 2025$11,480.00'),
    );
    await userEvent.unhover(slider);
    await waitFor(() => expect(tooltipOf(canvasElement)).toBeNull());
  },
};

/** A profit below and above zero: signed values, a dashed zero line. */
export const ProfitAcrossZero: Story = {
  args: {
    title: 'Profit Analysis',
    explorerLabel: 'Profit by date',
    formatValue: signedUsd,
    status: {
      kind: 'ready',
      data: {
        points: profits,
        label: { tag: 'Approximation', note: 'Portfolio value minus net deposits.' },
        subject: 'Profit',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('High +$625.00')).toBeVisible();
    await expect(canvas.getByText('Low -$4,190.00')).toBeVisible();
    await expect(canvas.getByText('Approximation')).toBeVisible();
    const slider = canvas.getByRole('slider', { name: 'Profit by date' });
    slider.focus();
    await expect(slider).toHaveAttribute('aria-valuetext', 'Aug 1, 2025: $0.00');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Jul 1, 2025: -$340.50');
  },
};

/** One point only: drawn in the middle, the slider has nowhere to go. */
export const SinglePoint: Story = {
  args: {
    status: {
      kind: 'ready',
      data: {
        points: [{ date: '2026-06-15', value: 3200 }],
        subject: 'Portfolio value',
      },
    },
  },
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Portfolio value by date' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Jun 15, 2026: $3,200.00');
  },
};

export const Loading: Story = {
  args: { status: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading performance overview');
  },
};

const failed = { kind: 'error', message: httpErrors.serverError, retrying: false } as const;

export const Failed: Story = {
  args: { status: failed },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { status: { ...failed, retrying: true } },
  play: ({ canvasElement }) => expectRetrying(canvasElement, httpErrors.serverError),
};

// D5.
/** The range buttons, named for their chart; the pressed one is the range shown. */
export const RangeButtons: Story = {
  args: { rangeLabel: 'Performance Overview range' },
  play: async ({ args, canvas }) => {
    const group = within(canvas.getByRole('group', { name: 'Performance Overview range' }));
    await expect(group.getByRole('button', { name: '1Y' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(group.getByRole('button', { name: '1M' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith('1M');
    await userEvent.click(group.getByRole('button', { name: 'All' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith('ALL');
  },
};
