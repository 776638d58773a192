// D19: what one connection has asked the server for, so the socket sends only the difference: a subscribe for
// the channels joining or asked again, an unsubscribe for those left, each at most 20 channels.
import { encodeClientMessage, streamContract } from './protocol';

export interface ServerSubscriptions {
  /** Sends what makes the server's subscriptions `wanted`, subscribing again what askAgain queued. */
  update(wanted: ReadonlySet<string>): void;
  /** Queues the channel for a fresh snapshot at the next update; false when it is not subscribed. */
  askAgain(channel: string): boolean;
  /** Subscribed and last asked for a snapshot at least `ms` ago. */
  askedBefore(channel: string, ms: number): boolean;
  /** A new connection: nothing is subscribed. */
  reset(): void;
}

export function createServerSubscriptions(
  send: (text: string) => void,
  now: () => number,
): ServerSubscriptions {
  let subscribed = new Set<string>();
  const askAgain = new Set<string>();
  const askedAt = new Map<string, number>();

  const sendInChunks = (type: 'subscribe' | 'unsubscribe', channels: string[]) => {
    const size = streamContract.maxChannelsPerMessage;
    for (let start = 0; start < channels.length; start += size)
      send(encodeClientMessage({ type, channels: channels.slice(start, start + size) }));
  };

  return {
    update(wanted) {
      const leaving = [...subscribed].filter((channel) => !wanted.has(channel));
      const joining = [...wanted].filter(
        (channel) => !subscribed.has(channel) || askAgain.has(channel),
      );
      askAgain.clear();
      subscribed = new Set(wanted);
      for (const channel of leaving) askedAt.delete(channel);
      for (const channel of joining) askedAt.set(channel, now());
      sendInChunks('unsubscribe', leaving);
      sendInChunks('subscribe', joining);
    },
    askAgain(channel) {
      if (subscribed.has(channel)) askAgain.add(channel);
      return subscribed.has(channel);
    },
    askedBefore(channel, ms) {
      const asked = askedAt.get(channel);
      return asked !== undefined && now() - asked >= ms;
    },
    reset() {
      subscribed = new Set();
      askAgain.clear();
      askedAt.clear();
    },
  };
}
