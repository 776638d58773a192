import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@tp/i18n';
import { expect } from 'storybook/test';
import { tickerTexts } from '../../widgets/Ticker';
import { StreamBannerView } from './StreamBanner';
import { streamBannerTexts } from './streamBannerTexts';

/**
 * D19: the banner at the top of a signed-in page while live prices are down. The socket is trying again, with the
 * seconds until its next try (or just trying, when that is not known), or the network is gone. Its status region
 * announces the outage once; the countdown beside it is not a live region, so it is not read out every second.
 * The ticker's note above says the same in brief, and every price on the page is marked stale.
 */
const meta = {
  title: 'Shell/StreamBanner',
  component: StreamBannerView,
  args: { outage: { kind: 'reconnecting', retryInSeconds: 5 } },
} satisfies Meta<typeof StreamBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reconnecting: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(i18n._(streamBannerTexts.title));
    await expect(status).toHaveTextContent(i18n._(streamBannerTexts.stale));
    const countdown = canvas.getByText(i18n._(tickerTexts.reconnectingIn(5)));
    await expect(status).not.toContainElement(countdown);
  },
};

/** Between a close and the next try's schedule: no countdown to give. */
export const ReconnectingNow: Story = {
  args: { outage: { kind: 'reconnecting', retryInSeconds: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(i18n._(tickerTexts.reconnecting))).toBeVisible();
  },
};

export const Offline: Story = {
  args: { outage: { kind: 'offline' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n._(streamBannerTexts.offline));
    await expect(canvas.queryByText(i18n._(tickerTexts.reconnecting))).toBeNull();
  },
};
