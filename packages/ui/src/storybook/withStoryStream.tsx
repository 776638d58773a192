import type { Decorator } from '@storybook/react-vite';
import { ApiProvider, useApiClients } from '@tp/api';
import type { StoryMarketStream } from '@tp/mocks';
import { useState, type ReactNode } from 'react';
import { ClockProvider } from '../clock';

// The socket schedules its retries and the stream stamps its prices on the page's clock, which runs on from the
// seed time; signedInScreen's clock is the backend's, frozen there, and would stop the countdown and the delay.
const pageClock = () => Date.now();

/** The story's API clients with this run's stream URL (a fresh socket for every story), or none at all. */
function StreamClients({
  stream,
  streamed,
  children,
}: {
  stream: StoryMarketStream;
  streamed: boolean;
  children: ReactNode;
}) {
  const clients = useApiClients();
  const [withStream] = useState(() => ({
    ...clients,
    streamUrl: streamed ? stream.url() : null,
  }));
  return (
    <ClockProvider now={pageClock}>
      <ApiProvider clients={withStream}>{children}</ApiProvider>
    </ClockProvider>
  );
}

/**
 * D19: a decorator that puts the story on `stream` (createStoryMarketStream), inside signedInScreen's decorators;
 * a story with `parameters.noStream` gets a tab with no socket.
 */
export function withStoryStream(stream: StoryMarketStream): Decorator {
  return (Story, { parameters }) => (
    <StreamClients stream={stream} streamed={parameters.noStream !== true}>
      <Story />
    </StreamClients>
  );
}
