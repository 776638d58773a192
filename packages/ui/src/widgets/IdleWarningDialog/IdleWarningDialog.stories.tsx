import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { IdleWarningDialog, type IdleWarningDialogProps } from './IdleWarningDialog';
import { i18n } from '@tp/i18n';
import { idleWarningTexts as texts } from './idleWarningTexts';

/**
 * The warning a minute before an idle session ends (D15, WCAG 2.2.1): the time left as m:ss, Stay
 * signed in (focused; Escape does the same) and Sign out. A screen reader hears the time left at about
 * 60, 30 and 10 seconds, not every second. The app counts the time from the last activity in any tab
 * and closes the dialog in every tab once one of them answers. The stories show a minute left, a few
 * seconds left, signing out, and closed.
 */
const meta = {
  title: 'Widgets/IdleWarningDialog',
  component: IdleWarningDialog,
  args: {
    open: true,
    secondsLeft: 60,
    signingOut: false,
    onStaySignedIn: fn(),
    onSignOut: fn(),
  },
  parameters: {
    // Each modal story gets its own frame on the docs page, or their focus traps would fight.
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
} satisfies Meta<typeof IdleWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: i18n._(texts.title) });
const stayButton = () => screen.getByRole('button', { name: i18n._(texts.staySignedIn) });

/** It opens with a minute left: the count, the polite announcement, and the focus on Stay signed in. */
export const OneMinuteLeft: Story = {
  play: async () => {
    const warning = await dialog();
    await expect(warning).toHaveAccessibleDescription(i18n._(texts.description));
    await expect(warning).toHaveTextContent(`${i18n._(texts.timeLeft)} 1:00`);
    await expect(screen.getByRole('status')).toHaveTextContent(
      'You will be signed out in about a minute.',
    );
    await waitFor(() => expect(stayButton()).toHaveFocus());
    await expect(screen.getByRole('button', { name: i18n._(texts.signOut) })).toBeEnabled();
  },
};

/** Seconds before the end: 0:09, and the last announcement. */
export const SecondsLeft: Story = {
  args: { secondsLeft: 9 },
  play: async () => {
    await expect(await dialog()).toHaveTextContent(`${i18n._(texts.timeLeft)} 0:09`);
    await expect(screen.getByRole('status')).toHaveTextContent(
      'You will be signed out in about 10 seconds.',
    );
  },
};

/** Sign out was chosen and its call is in flight: the dialog stays, busy, and nothing else answers. */
export const SigningOut: Story = {
  args: { signingOut: true, secondsLeft: 42 },
  play: async ({ args }) => {
    const warning = await dialog();
    await expect(screen.getByRole('button', { name: i18n._(texts.signingOut) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(stayButton()).toBeDisabled();
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(warning).toBeInTheDocument();
    await expect(args.onStaySignedIn).not.toHaveBeenCalled();
  },
};

/** Closed (the session is active, or another tab answered): nothing on the page. */
export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Escape is Stay signed in; so is the close button. */
export const EscapeStaysSignedIn: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args }) => {
    await dialog();
    await waitFor(() => expect(stayButton()).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onStaySignedIn).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onStaySignedIn).toHaveBeenCalledTimes(2);
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** Each button answers once. */
export const Answers: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args }) => {
    await dialog();
    await userEvent.click(stayButton());
    await expect(args.onStaySignedIn).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: i18n._(texts.signOut) }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/**
 * The play's hold on the count: setting it stops the count's own second timer, so what the play sees next
 * follows from its own steps, not from how long the machine took between two of them.
 */
const countSetter = new EventTarget();
const setCount = (secondsLeft: number) =>
  countSetter.dispatchEvent(new CustomEvent('set', { detail: secondsLeft }));

/** The dialog as its owner drives it: the count goes down every second from `from`. */
function Counting({ from, ...args }: IdleWarningDialogProps & { from: number }) {
  const [secondsLeft, setSecondsLeft] = useState(from);
  const [counting, setCounting] = useState(true);
  useEffect(() => {
    const take = (event: Event) => {
      setCounting(false);
      setSecondsLeft((event as CustomEvent<number>).detail);
    };
    countSetter.addEventListener('set', take);
    return () => countSetter.removeEventListener('set', take);
  }, []);
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  return <IdleWarningDialog {...args} secondsLeft={secondsLeft} />;
}

/** The count moves every second, the announcement only as it passes 30 seconds. */
export const CountingDown: Story = {
  tags: ['interaction', '!autodocs'],
  render: (args) => <Counting {...args} from={32} />,
  play: async () => {
    const warning = await dialog();
    const status = screen.getByRole('status');
    // It counts by itself…
    const shown = () => /\d+:\d\d/.exec(warning.textContent ?? '')?.[0];
    const first = shown();
    await waitFor(() => expect(shown()).not.toBe(first), { timeout: 5_000 });
    // …and, stepped second by second, says the time left only as it passes 30 seconds.
    setCount(32);
    await waitFor(() => expect(warning).toHaveTextContent('0:32'));
    await expect(status).toHaveTextContent('about a minute');
    setCount(31);
    await waitFor(() => expect(warning).toHaveTextContent('0:31'));
    await expect(status).toHaveTextContent('about a minute');
    setCount(30);
    await waitFor(() => expect(warning).toHaveTextContent('0:30'));
    await expect(status).toHaveTextContent('about 30 seconds');
  },
};
