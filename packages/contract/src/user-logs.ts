import { z } from 'zod';

// The user's own operation log (the Log page): one row per licence, application, card or profile action.

/** One entry of the user's log. */
export const userLogViewSchema = z.object({
  id: z.string(),
  content: z.string(),
  ip: z.string(),
  createdAt: z.number(),
});
/** One entry of the user's log. */
export type UserLogView = z.infer<typeof userLogViewSchema>;
