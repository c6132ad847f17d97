import { z } from 'zod';
import { epochMsQuery, filterConditions, filterText, listQuerySchema, type ListResult } from './lists';
import { RULE_SEVERITIES, type RuleSeverity } from './rule-calls';
import { deviceIdSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, listOf } from './validation/text';

// Alarm records (/records, issue 16 "Records"): a rule with its record flag on opens one when it fires on a
// device, `active`; while it is not cleared, the rule firing again on that device counts up the same record
// (one open record per rule and device). Someone may acknowledge it (by whom, when); it is `cleared` by the
// rule's clear condition (`clearedBy: "auto"`) or by hand. Records are the devices': a sub-user sees the
// records of the devices of its scope. Only the rule engine opens records.
//
// GET /records/{owner}: `owner` is a device id — the records that device owns, with the same parameters as
// GET /records (404 when the device is not within the caller's scope).

/** A record's state: `acknowledged` is still standing (not cleared), only seen. */
export const RECORD_STATES = ['active', 'acknowledged', 'cleared'] as const;
/** A record's state. */
export type RecordState = (typeof RECORD_STATES)[number];

/** PUT /records/status actions, and the states each one leaves. */
export const RECORD_STATUS_MOVES = {
  acknowledge: { from: ['active'], to: 'acknowledged' },
  clear: { from: ['active', 'acknowledged'], to: 'cleared' },
} as const satisfies Record<string, { from: readonly RecordState[]; to: RecordState }>;
/** A record status action. */
export type RecordStatusAction = keyof typeof RECORD_STATUS_MOVES;

/** Who cleared a record when its clear condition did. */
export const RECORD_CLEARED_AUTO = 'auto';

/** Records one PUT /records/status or DELETE /records names. */
export const RECORD_IDS_MAX = 1000;

const recordIds = listOf(z.string().min(1, M.required).max(36, M.tooLong), RECORD_IDS_MAX);

const oneOrMany = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.array(z.enum(values)).min(1).max(values.length)], {
    error: M.listFilterInvalid,
  });

/** GET /records filter: severity and state (one or a list), devid, ruleId. */
export const recordListFilterSchema = filterConditions({
  severity: oneOrMany(RULE_SEVERITIES).optional(),
  state: oneOrMany(RECORD_STATES).optional(),
  devid: filterText(64),
  ruleId: filterText(36),
});

/**
 * GET /records and GET /records/{owner}: list parameters (newest firing first), the filter above, and a time
 * range `from`–`to` (epoch ms, `to` exclusive): the records that fired within it (first before `to`, last
 * at or after `from`).
 */
export const recordListQuerySchema = listQuerySchema.extend({
  filter: listQuerySchema.shape.filter.pipe(recordListFilterSchema),
  from: epochMsQuery,
  to: epochMsQuery,
});
/** A parsed record list query. */
export type RecordListQuery = z.output<typeof recordListQuerySchema>;

/** Path of GET /records/{owner}: the device whose records are listed. */
export const recordOwnerParamsSchema = z.object({ owner: deviceIdSchema });

/**
 * PUT /records/status: acknowledge (active records) or clear (active and acknowledged ones) the listed
 * records, as the signed-in user, now. Records in another state, or not found, are left and listed.
 */
export const recordStatusSchema = fields({
  ids: recordIds,
  action: z.enum(['acknowledge', 'clear'], { error: M.invalidOption }),
});
/** A valid status change. */
export type RecordStatusChange = z.output<typeof recordStatusSchema>;

/** What PUT /records/status did: the records it moved and those it left. */
export interface RecordStatusResult {
  changed: string[];
  unchanged: string[];
}

/**
 * DELETE /records (body `{ ids }`): deletes cleared records. If any listed record is still standing (active
 * or acknowledged), nothing is deleted: 409 RECORD_NOT_CLEARED with their `ids` — clear them first. Ids not
 * found are skipped (deleting is idempotent).
 */
export const recordDeleteSchema = fields({ ids: recordIds });

/** What DELETE /records deleted. */
export interface RecordDeleteResult {
  deleted: number;
}

/** An alarm record. */
export interface RecordView {
  id: string;
  ruleId: string;
  /** The rule's name when the record opened (kept if the rule is deleted). */
  ruleName: string;
  devid: string;
  severity: RuleSeverity;
  state: RecordState;
  /** Firings counted while it was open (1 when opened). */
  count: number;
  firstFiredAt: number;
  lastFiredAt: number;
  acknowledgedBy: string | null;
  acknowledgedAt: number | null;
  /** The user name who cleared it, or "auto" (RECORD_CLEARED_AUTO) when its clear condition did. */
  clearedBy: string | null;
  clearedAt: number | null;
  /** The values that fired it last (points and their values, the event, or the status). */
  values: Record<string, unknown>;
}

/** GET /records. */
export type RecordPage = ListResult<RecordView>;
