// D19: what a client sends is read as JSON, then checked against the contract's StreamClientMessage (the
// generated Ajv validator); the hub never sees anything else.
import { streamContract, type StreamClientMessage } from '@tp/api';
import { validate } from './validateClientMessage.gen';

export type DecodedClientMessage =
  | { ok: true; message: StreamClientMessage }
  | { ok: false; code: 'invalid_message'; message: string };

const isClientMessage = validate as unknown as (value: unknown) => value is StreamClientMessage;

const refused = (message: string): DecodedClientMessage => ({
  ok: false,
  code: 'invalid_message',
  message,
});

export function decodeClientMessage(frame: string): DecodedClientMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame);
  } catch {
    return refused('The message is not JSON.');
  }
  if (!isClientMessage(parsed))
    return refused(
      `Expected a subscribe or unsubscribe message with 1 to ${streamContract.maxChannelsPerMessage} channels.`,
    );
  return { ok: true, message: parsed };
}
