import { z } from 'zod';
import { listQuerySchema } from './lists';
import { fullMobileSchema } from './validation/contact';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { personNameSchema } from './validation/names';
import { searchInputSchema } from './validation/device';

// The administrators' variants of the Users calls (licence-portal.md §7 "admin variants under /guests").

/** GET /guests: the list parameters plus a search over user name, name, mobile and e-mail. */
export const guestListQuerySchema = listQuerySchema.extend({ search: searchInputSchema.optional() });

/** PUT /guests/{id}: what an administrator may change on a user account. */
export const guestUpdateSchema = z.object({
  name: personNameSchema.optional(),
  AEName: z.string().trim().max(64, M.required).optional(),
  AEMobile: fullMobileSchema.optional(),
  /** Turning phone security off helps a user who lost their phone. */
  enableTwoFactorCheck: z.enum(['true', 'false'], { error: M.invalidOption }).optional(),
  /** Lifts a sign-in lock before its 10 minutes are over. */
  unlock: z.literal(true).optional(),
});
/** A valid administrator change to a user. */
export type GuestUpdate = z.output<typeof guestUpdateSchema>;

/** A row of GET /guests. */
export interface GuestRow {
  id: string;
  username: string;
  name: string;
  mobile: string | null;
  email: string | null;
  role: number;
  createdAt: number;
  updatedAt: number;
  lastLoginAt: number | null;
}
