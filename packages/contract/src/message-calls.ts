import { z } from 'zod';
import { listQuerySchema } from './lists';
import { messageTypeSchema } from './messages';
import { serverTextFieldsSchema } from './server-texts';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { strictNumber } from './strict-number';

// The users' message centre (licence-portal.md §7 "messages") and the header's unread badge.

/** GET /messages: list parameters plus type and read filters. */
export const messageListQuerySchema = listQuerySchema.extend({
  type: z.preprocess(
    (value) => (value === '' ? undefined : value),
    strictNumber(z.coerce.number({ error: M.invalidOption }).pipe(messageTypeSchema).optional()),
  ),
  read: z.enum(['true', 'false'], { error: M.invalidOption }).optional(),
});

/**
 * A message as its receiver reads it; `title` and `content` are English, and a server-written message
 * also carries the key and values a console words it by.
 */
export const messageViewSchema = z.object({
  id: z.string(),
  type: messageTypeSchema,
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.number(),
  ...serverTextFieldsSchema.shape,
});
/** A message as its receiver reads it. */
export type MessageView = z.infer<typeof messageViewSchema>;

/** GET /messages/unread: the header badge. */
export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
