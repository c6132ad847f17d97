import { z } from 'zod';
import { listQuerySchema } from './lists';
import { messageTypeSchema, type MessageType } from './messages';
import { fullMobileSchema } from './validation/contact';
import { searchInputSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { requiredTrimmedText } from './validation/text';
import { recordIdSchema } from './validation/record-id';
import { strictNumber } from './strict-number';

// Message pushes (licence-portal.md §2 MessagePush and AddMessage, §4 "broadcast can be recalled", §7
// tickets and broadcasts): a broadcast reaches every user of the platform, a ticket the users it names.

/** Longest push title (a message's title column). */
export const PUSH_TITLE_MAX = 128;
/** Longest push content. */
export const PUSH_CONTENT_MAX = 2000;
/** Most mobiles or user ids one targeted push (or one card issue) names. */
export const PUSH_TARGETS_MAX = 1000;

/** Who a ticket was sent to: full mobiles as stored, or user ids. */
export const TICKET_TARGET_KINDS = ['mobiles', 'userIds'] as const;
/** Who a ticket was sent to. */
export type TicketTargetKind = (typeof TICKET_TARGET_KINDS)[number];

// Each target once: an administrator pasting a list may repeat a line, and a repeat adds nothing.
function targetList<T extends z.ZodType<string, string>>(item: T) {
  return z
    .array(item, { error: M.required })
    .min(1, M.required)
    .max(PUSH_TARGETS_MAX, M.tooMany)
    .transform((values) => [...new Set(values)]);
}

/** Full mobiles (calling code, no plus) of existing users, at most PUSH_TARGETS_MAX. */
export const pushMobilesSchema = targetList(fullMobileSchema);
/** Ids of existing users, at most PUSH_TARGETS_MAX. */
export const pushUserIdsSchema = targetList(recordIdSchema);

/** A push title: required, at most PUSH_TITLE_MAX. */
export const pushTitleSchema = requiredTrimmedText().min(1, M.required).max(PUSH_TITLE_MAX, M.tooLong);
/** A push content: required, at most PUSH_CONTENT_MAX. */
export const pushContentSchema = requiredTrimmedText().min(1, M.required).max(PUSH_CONTENT_MAX, M.tooLong);

/** What every push says: message type (1 system, 2 product, 3 gift voucher/survey), title, content. */
export const pushMessageSchema = z.object({
  type: messageTypeSchema,
  title: pushTitleSchema,
  content: pushContentSchema,
});
/** What a push says. */
export type PushMessage = z.output<typeof pushMessageSchema>;

/** POST /broadcasts: a message to every user of the platform. */
export const broadcastCreateSchema = pushMessageSchema;

/** POST /tickets/mobiles: a message to the users with these mobiles. */
export const ticketMobilesSchema = pushMessageSchema.extend({ mobiles: pushMobilesSchema });
/** POST /tickets/userIds: a message to the users with these ids. */
export const ticketUserIdsSchema = pushMessageSchema.extend({ userIds: pushUserIdsSchema });

/** PUT /tickets/{id}: a new title or content, also for the messages already delivered. */
export const ticketUpdateSchema = z
  .object({ title: pushTitleSchema.optional(), content: pushContentSchema.optional() })
  .refine((body) => body.title !== undefined || body.content !== undefined, {
    message: M.required,
    path: ['title'],
  });
/** A valid ticket change. */
export type TicketUpdate = z.output<typeof ticketUpdateSchema>;

const typeFilter = z.preprocess(
  (value) => (value === '' ? undefined : value),
  strictNumber(z.coerce.number({ error: M.invalidOption }).pipe(messageTypeSchema).optional()),
);

/** GET /broadcasts and GET /tickets: the list window, a message type and a search over title and content. */
export const pushListQuerySchema = listQuerySchema.extend({
  type: typeFilter,
  search: searchInputSchema.optional(),
});

/** A broadcast as the push screen lists it. */
export interface BroadcastView {
  id: string;
  type: MessageType;
  title: string;
  content: string;
  /** Users it reached when sent. */
  recipientCount: number;
  adminId: string;
  adminName: string;
  createdAt: number;
  /** Set once recalled: its messages are gone from every user's centre. */
  recalledAt: number | null;
  recalledBy: string | null;
}

/** GET /broadcasts/{id}: a broadcast and how many of its messages are read (0 once recalled). */
export type BroadcastDetail = BroadcastView & { readCount: number };

/** A targeted push as the push screen lists it. */
export interface TicketView {
  id: string;
  type: MessageType;
  title: string;
  content: string;
  targetKind: TicketTargetKind;
  recipientCount: number;
  adminId: string;
  adminName: string;
  createdAt: number;
  updatedAt: number;
}

/** GET /tickets/{id}: a ticket, the mobiles or user ids it was sent to, and how many read it. */
export type TicketDetail = TicketView & { targets: string[]; readCount: number };

/** The 400 of a push or an issue naming users that do not exist: the unknown mobiles or ids. */
export interface UnknownRecipients {
  mobiles?: string[];
  userIds?: string[];
}
