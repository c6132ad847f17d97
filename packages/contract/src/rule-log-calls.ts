import { z } from 'zod';
import { epochMsQuery, filterConditions, filterText, listQuerySchema, type ListResult } from './lists';
import type { RuleActionKind } from './rule-action-calls';
import { VALIDATION_MESSAGES as M } from './validation/keys';

// Rule runs (GET /logs?source=rules, issue 16): each time a rule fired or cleared on a device, with the
// values that did it and what each of its actions did. `/logs` is also the licence user's own log (the Log
// page): the `source` parameter chooses — absent or `account` the user's operations (list parameters only),
// `rules` the rule runs within the caller's IoT scope (needs rules:read).

/** What a rule run was. */
export const RULE_RUN_EVENTS = ['fire', 'clear'] as const;
/** What a rule run was. */
export type RuleRunEvent = (typeof RULE_RUN_EVENTS)[number];

/**
 * An action's outcome in a run: `pending` queued or between retries, `done`, `failed` after its last
 * attempt, `skipped` (its settings no longer allow it: a deleted sub-user, a device out of reach).
 */
export const RULE_ACTION_OUTCOMES = ['pending', 'done', 'failed', 'skipped'] as const;
/** An action's outcome. */
export type RuleActionOutcome = (typeof RULE_ACTION_OUTCOMES)[number];

/** Attempts of one action in one run (a webhook retries with backoff: 1 s, 2 s, 4 s, 8 s …). */
export const RULE_ACTION_ATTEMPTS_MAX = 5;

/**
 * Keys of a record's or run's values that are moments (epoch ms) the engine adds: when a timed condition
 * began (`since`), when the data that re-armed a no-data timer came (`dataAt`), the last data before a
 * no-data firing (`lastDataAt`, null when none). A console shows them as times.
 */
export const RULE_VALUE_MOMENT_KEYS = ['since', 'dataAt', 'lastDataAt'] as const;

/** The sources GET /logs answers. */
export const LOG_SOURCES = ['account', 'rules'] as const;

const ruleLogFilterSchema = filterConditions({
  ruleId: filterText(36),
  devid: filterText(64),
  event: z.enum(RULE_RUN_EVENTS, { error: M.listFilterInvalid }).optional(),
  /** Runs with at least one action of this outcome. */
  outcome: z.enum(RULE_ACTION_OUTCOMES, { error: M.listFilterInvalid }).optional(),
});

/** GET /logs?source=rules: list parameters (newest first), the filter above, `from`–`to` (epoch ms). */
export const ruleLogQuerySchema = listQuerySchema.extend({
  source: z.literal('rules'),
  filter: listQuerySchema.shape.filter.pipe(ruleLogFilterSchema),
  from: epochMsQuery,
  to: epochMsQuery,
});
/** A parsed rule log query. */
export type RuleLogQuery = z.output<typeof ruleLogQuerySchema>;

/** GET /logs without `source` (or `account`): the signed-in user's operations. */
export const accountLogQuerySchema = listQuerySchema.extend({ source: z.literal('account') });

/** GET /logs: by `source` (absent = `account`). */
export const logsQuerySchema = z.preprocess(
  (query) =>
    typeof query === 'object' && query !== null && !('source' in query && query.source)
      ? { ...query, source: 'account' }
      : query,
  z.discriminatedUnion('source', [accountLogQuerySchema, ruleLogQuerySchema], {
    error: M.listParamInvalid,
  }),
);

/** One action of a run and what it did. */
export interface RuleRunAction {
  actionId: string;
  name: string;
  kind: RuleActionKind;
  outcome: RuleActionOutcome;
  attempts: number;
  /** Why the last attempt failed or was skipped (a status code, a refused address, a provider's answer). */
  error: string | null;
  /** When it ended (done, failed, skipped). */
  finishedAt: number | null;
}

/** A rule run. */
export interface RuleRunView {
  id: string;
  ruleId: string;
  ruleName: string;
  devid: string;
  event: RuleRunEvent;
  at: number;
  /** The values that did it: points and their values, the event, the status, or the timer that ran out. */
  values: Record<string, unknown>;
  /** The alarm record it opened, counted up or cleared (null when the rule keeps no records). */
  recordId: string | null;
  actions: RuleRunAction[];
}

/** GET /logs?source=rules. */
export type RuleRunPage = ListResult<RuleRunView>;

/** POST /rule_actions/{id}/test: the action run once now with sample values; what it did. */
export interface RuleActionTestResult {
  outcome: Exclude<RuleActionOutcome, 'pending'>;
  error: string | null;
}
