import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { strictNumber } from './strict-number';

// The list parameters every list route takes (ARCHITECTURE.md "A request", iot-console.md §7). Query
// strings arrive as strings, so numbers and booleans are coerced here rather than in each route.

/** Largest page a list returns, so one request cannot read a whole table. */
export const LIST_LIMIT_MAX = 1000;
/** Page size when a list call gives no limit: enough for screens that filter on the client. */
export const LIST_LIMIT_DEFAULT = 100;
/** Longest JSON-encoded filter accepted. */
export const LIST_FILTER_MAX_LENGTH = 4096;
/** Aggregations a list call may ask for. */
export const LIST_AGGREGATIONS = ['count'] as const;

/** A filter: a JSON object of field conditions. */
export type ListFilter = Record<string, unknown>;

function parseFilter(raw: string): ListFilter | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as ListFilter)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A query-string number; '' counts as absent so `?skip=` falls back to the default. */
function queryInt(min: number, max: number, fallback: number) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    strictNumber(
      z.coerce
        .number({ error: M.listParamInvalid })
        .int(M.listParamInvalid)
        .min(min, M.listParamInvalid)
        .max(max, M.listParamInvalid)
        .default(fallback),
    ),
  );
}

/** An epoch-millisecond bound in a query string ('' counts as absent). */
export const epochMsQuery = z.preprocess(
  (value) => (value === '' ? undefined : value),
  strictNumber(
    z.coerce
      .number({ error: M.listParamInvalid })
      .int(M.listParamInvalid)
      .min(0, M.listParamInvalid)
      .optional(),
  ),
);

/** List query: filter (JSON object string), skip, limit, aggregation ('count'), descend (default true). */
export const listQuerySchema = z.object({
  filter: z
    .string({ error: M.listFilterInvalid })
    .max(LIST_FILTER_MAX_LENGTH, M.listFilterInvalid)
    .optional()
    .transform((raw, ctx): ListFilter => {
      if (raw === undefined || raw.trim() === '') return {};
      const filter = parseFilter(raw);
      if (filter === undefined) {
        ctx.addIssue({ code: 'custom', message: M.listFilterInvalid });
        return z.NEVER;
      }
      return filter;
    }),
  skip: queryInt(0, Number.MAX_SAFE_INTEGER, 0),
  limit: queryInt(1, LIST_LIMIT_MAX, LIST_LIMIT_DEFAULT),
  aggregation: z.enum(LIST_AGGREGATIONS, { error: M.listParamInvalid }).optional(),
  descend: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: M.listParamInvalid })
    .default(true)
    .transform((value) => value === true || value === 'true'),
});
/** A parsed list query. */
export type ListQuery = z.output<typeof listQuerySchema>;
/** A list query as a caller writes it, before coercion. */
export type ListQueryInput = z.input<typeof listQuerySchema>;

/**
 * The conditions a list's `filter` takes: a condition it does not know, or one of the wrong kind, is refused
 * as M.listFilterInvalid, like a filter that is not a JSON object.
 */
export function filterConditions<T extends z.core.$ZodLooseShape>(conditions: T) {
  return z.strictObject(conditions, { error: M.listFilterInvalid });
}

/** `filter` of a list query that takes these conditions (filterConditions). */
export function listFilterOf<T extends z.core.$ZodLooseShape>(conditions: T) {
  return listQuerySchema.shape.filter.pipe(filterConditions(conditions));
}

/** A text condition of a list filter, at most `max` characters. */
export function filterText(max: number) {
  return z.string({ error: M.listFilterInvalid }).max(max, M.listFilterInvalid).optional();
}

/** The query of a list's CSV export: the list's own filters (`shape`) and order, without paging. */
export function exportQuerySchema<T extends z.ZodRawShape>(shape: T) {
  return z.object({ ...shape, descend: listQuerySchema.shape.descend });
}

/** The query-string form of a list query, for the api-client. */
export function toListQueryParams(query: {
  filter?: ListFilter;
  skip?: number;
  limit?: number;
  aggregation?: (typeof LIST_AGGREGATIONS)[number];
  descend?: boolean;
}): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.filter !== undefined) params.filter = JSON.stringify(query.filter);
  if (query.skip !== undefined) params.skip = String(query.skip);
  if (query.limit !== undefined) params.limit = String(query.limit);
  if (query.aggregation !== undefined) params.aggregation = query.aggregation;
  if (query.descend !== undefined) params.descend = String(query.descend);
  return params;
}

/** A list answer: `{ totalCount, result }` inside `data`. */
export interface ListResult<T> {
  totalCount: number;
  result: T[];
}

/** Schema of a list answer with items of the given schema. */
export function listResultSchema<T extends z.ZodType>(item: T) {
  return z.object({ totalCount: z.number().int().min(0), result: z.array(item) });
}

/** The answer to `aggregation=count`. */
export const countResultSchema = z.object({ count: z.number().int().min(0) });
/** The answer to `aggregation=count`. */
export type CountResult = z.infer<typeof countResultSchema>;
