import { ServerMessage } from '@shop/contracts/realtime';

/** The gateway's message in `json`, or null when it is not one the shop knows. */
export function parseServerMessage(json: unknown): ServerMessage | null {
  const message = ServerMessage.safeParse(json);
  return message.success ? message.data : null;
}
