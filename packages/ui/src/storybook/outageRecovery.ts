import { createOutage, createRequestHold } from '@tp/mocks';
import { userEvent, within } from 'storybook/test';
import { expectRetrying } from './expectRetrying';

/**
 * "The load fails, then Try Again recovers" for one GET endpoint (a platform API path or
 * `{ market: path }`): put `handlers` in front of the mock API's and use `beforeEach` as the story's;
 * the play waits for the error, then `tryAgain(container, message)` ends the outage, clicks Try Again
 * in `container`, checks the error stays with the button busy while the retry runs, and lets it answer.
 */
export function createOutageRecovery(target: Parameters<typeof createOutage>[0]) {
  const outage = createOutage(target);
  const hold = createRequestHold(target);
  return {
    handlers: [...hold.handlers, ...outage.handlers],
    beforeEach: () => {
      outage.start();
      return hold.release;
    },
    tryAgain: async (container: HTMLElement, message: string) => {
      outage.end();
      hold.hold();
      await userEvent.click(within(container).getByRole('button', { name: 'Try Again' }));
      await expectRetrying(container, message);
      hold.release();
    },
  };
}
