import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation/keys';

// Inbox message types (licence-portal.md §3, iot-console.md §3).

/** Message types and their codes; 3 is a gift voucher or survey. */
export const MESSAGE_TYPES = { system: 1, product: 2, survey: 3 } as const;
/** Message type code. */
export type MessageType = (typeof MESSAGE_TYPES)[keyof typeof MESSAGE_TYPES];
/** A message type code from the network. */
export const messageTypeSchema = z.literal(Object.values(MESSAGE_TYPES), { error: M.invalidOption });

/** Tag colour of each message type. */
export const MESSAGE_TYPE_COLORS = { 1: 'green', 2: 'orange', 3: 'grey' } as const satisfies Record<
  MessageType,
  string
>;
