import { z } from 'zod';
import type { CodeChannel } from './codes';

// The development outbox: messages the server "sent" when no SMS gateway or mail server is configured.
// Readable over HTTP only when the server runs with OUTBOX_API=1 (tests and local demos).

/** Most messages GET /dev/outbox returns. */
export const OUTBOX_READ_LIMIT = 20;

/** One sent message, as GET /dev/outbox lists it (newest first). */
export interface OutboxMessage {
  channel: CodeChannel;
  receiver: string;
  subject: string;
  body: string;
  createdAt: number;
}

/** GET /dev/outbox: whose messages (a full mobile or an e-mail address, matched lower-cased). */
export const outboxQuerySchema = z.object({ receiver: z.string().trim().toLowerCase().min(1) });
