import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './buttonVariants';
import { choiceArg } from '../../storybook/choiceArg';

/**
 * The standard button of the app: primary for the main action of a form or page, secondary beside
 * it, ghost for a quiet action, danger for an action that cannot be undone, in three heights. The
 * stories show each variant and size, full width, disabled, busy (such as "Processing..." while a
 * form is sent), a long label, and all of them side by side.
 */
const meta = {
  title: 'Widgets/Button',
  component: Button,
  args: { children: 'Sign in', onClick: fn() },
  argTypes: {
    variant: choiceArg(
      buttonVariants,
      'Primary for the one main action of a form or page; secondary beside it; ghost for a quiet action in a list; danger for an action that cannot be undone.',
    ),
    size: choiceArg(buttonSizes, 'Height: 32, 40 or 48 px.'),
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Resend Code' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const FullWidth: Story = { args: { fullWidth: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Processing...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Processing...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Sign in')).not.toBeInTheDocument();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const BusyWithoutBusyLabel: Story = {
  args: { busy: true, children: 'Verify' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verify' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LongLabel: Story = {
  args: { children: 'Withdrawal created, but failed to send OTP notification' },
};

/** Every variant at every size, for screenshots. */
export const AllVariants: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}>
      {buttonSizes.map((size) => (
        <div
          key={size}
          className={sprinkles({
            display: 'flex',
            gap: 'md',
            flexWrap: 'wrap',
            alignItems: 'center',
          })}
        >
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button {...args} size={size} disabled>
            disabled
          </Button>
          <Button {...args} size={size} busy busyLabel="Processing...">
            busy
          </Button>
        </div>
      ))}
    </div>
  ),
};
