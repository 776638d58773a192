import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { WithdrawalHoldReason } from '@tp/api';
import { SEED_NOW } from '@tp/mocks';
import { withdrawalHoldMessages } from '@tp/messages';
import { formatDateTime } from '../../../format';
import { WithdrawalHoldBanner } from './WithdrawalHoldNotice';

/** 24 hours after the seed's time. */
const until = new Date(Date.parse(SEED_NOW) + 24 * 60 * 60_000).toISOString();

/**
 * D16's hold notice, above the Dashboard and the Withdraw page for 24 hours after a password reset or change, an
 * e-mail change or a second factor removed: when withdrawals open again, in the user's time, and why. One story per
 * reason, and one for a refusal that said only when (the reason unknown).
 */
const meta = {
  title: 'Screens/Shared/WithdrawalHoldNotice',
  component: WithdrawalHoldBanner,
  args: { hold: { until, reason: 'password_change' } },
  argTypes: {
    hold: { control: 'object', description: 'The hold: `until` (ISO) and `reason`' },
  },
} satisfies Meta<typeof WithdrawalHoldBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

function onHold(reason: WithdrawalHoldReason | null): Story {
  return {
    args: { hold: { until, reason } },
    play: async ({ canvasElement }) => {
      const message = {
        password_change: withdrawalHoldMessages.afterPasswordChange,
        password_reset: withdrawalHoldMessages.afterPasswordReset,
        email_change: withdrawalHoldMessages.afterEmailChange,
        second_factor_removed: withdrawalHoldMessages.afterSecondFactorRemoved,
        unknown: withdrawalHoldMessages.afterSecurityChange,
      }[reason ?? 'unknown'];
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        message(formatDateTime(until)),
      );
    },
  };
}

export const AfterPasswordChange = onHold('password_change');
export const AfterPasswordReset = onHold('password_reset');
export const AfterEmailChange = onHold('email_change');
export const AfterSecondFactorRemoved = onHold('second_factor_removed');
/** A refusal said when withdrawals open, before the address book could say why. */
export const ReasonUnknown = onHold(null);
