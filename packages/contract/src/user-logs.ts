import { z } from 'zod';
import { serverTextFieldsSchema } from './server-texts';

// The user's own operation log (the Log page): one row per licence, application, card or profile action.

/** One entry of the user's log; `content` is English, with the key and values a console words it by. */
export const userLogViewSchema = z.object({
  id: z.string(),
  content: z.string(),
  ip: z.string(),
  createdAt: z.number(),
  ...serverTextFieldsSchema.shape,
});
/** One entry of the user's log. */
export type UserLogView = z.infer<typeof userLogViewSchema>;
