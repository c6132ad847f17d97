import {
  deviceTypeSectionSchemas,
  keyNameSchema,
  muchDataPutSchema,
  type CommandDef,
  type DeviceTypeView,
  type EventDef,
  type InitParams,
  type Point,
} from '@fleetkey/contract';
import type { z } from 'zod';
import type { FormCheck } from '../common/form-issues';
import type { CommandRow, PointRow } from './devtype-form';

// The sections drawer edits a type one section at a time: data and status points, commands, warnings,
// errors, logs, initial parameters and per-topic points. Each saves alone (PUT /devtype/{devtype}/{section},
// or much_data per topic); the type dialog edits the points and commands with the comment and mode at once.

/** The sections kept as rows of points or of coded events. */
export type PointSection = 'data' | 'status';
export type EventSection = 'warnings' | 'errors' | 'logs';

/** A warning, error or log row. */
export interface EventRow {
  code: string;
  desc?: string;
}

/** An initial parameter row: a name and a value of one kind. */
export interface InitParamRow {
  name: string;
  kind: 'string' | 'number' | 'boolean';
  text?: string;
  number?: number | null;
  flag?: boolean;
}

// Empty optional texts are left out rather than sent as '' (an empty unit means "no unit").
const blank = (value: string | undefined) => (value?.trim() ? value : undefined);

export const pointRows = (points: readonly Point[]): PointRow[] =>
  points.map((p) => ({ name: p.name, type: p.type, unit: p.unit ?? '', desc: p.desc ?? '' }));

const points = (rows: readonly PointRow[] | undefined) =>
  (rows ?? []).map((p) => ({ name: p.name, type: p.type, unit: blank(p.unit), desc: blank(p.desc) }));

export const eventRows = (events: readonly EventDef[]): EventRow[] =>
  events.map((e) => ({ code: e.code, desc: e.desc ?? '' }));

export const initParamRows = (params: InitParams): InitParamRow[] =>
  Object.entries(params).map(([name, value]) =>
    typeof value === 'number'
      ? { name, kind: 'number', number: value }
      : typeof value === 'boolean'
        ? { name, kind: 'boolean', flag: value }
        : { name, kind: 'string', text: value },
  );

/** A section tab's form values: its rows under one list name. */
export interface SectionValues<Row> {
  rows?: Row[];
}

/** A contract parse as a form check: each issue on its row's field (`[i, 'name']` → `['rows', i, 'name']`). */
function checked<Body>(
  parsed: z.ZodSafeParseResult<Body>,
  rowOf: (path: PropertyKey[]) => (string | number)[],
) {
  if (parsed.success) return { ok: true as const, body: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({
    path: ['rows', ...rowOf(issue.path)],
    message: issue.message,
  }));
  return { ok: false as const, issues } satisfies FormCheck<Body>;
}

const listPath = (path: PropertyKey[]) =>
  path.map((part) => (typeof part === 'number' ? part : String(part)));

/** The body of PUT /devtype/{devtype}/{data|status}, checked with the contract. */
export function toPointSection(section: PointSection, rows: PointRow[] | undefined): FormCheck<Point[]> {
  return checked(deviceTypeSectionSchemas[section].safeParse(points(rows)), listPath);
}

export const commandRows = (commands: readonly CommandDef[]): CommandRow[] =>
  commands.map((c) => ({
    name: c.name,
    cmdtype: c.cmdtype,
    desc: c.desc ?? '',
    params: pointRows(c.params),
  }));

/** The body of PUT /devtype/{devtype}/commands, checked with the contract (parameters under their command). */
export function toCommandSection(rows: CommandRow[] | undefined): FormCheck<CommandDef[]> {
  const body = (rows ?? []).map((c) => ({
    name: c.name,
    cmdtype: c.cmdtype,
    desc: blank(c.desc),
    params: points(c.params),
  }));
  return checked(deviceTypeSectionSchemas.commands.safeParse(body), listPath);
}

/** The body of PUT /devtype/{devtype}/{warnings|errors|logs}, checked with the contract. */
export function toEventSection(section: EventSection, rows: EventRow[] | undefined): FormCheck<EventDef[]> {
  const body = (rows ?? []).map((e) => ({ code: e.code, desc: blank(e.desc) }));
  return checked(deviceTypeSectionSchemas[section].safeParse(body), listPath);
}

const valueField = { string: 'text', number: 'number', boolean: 'flag' } as const;

/**
 * The body of PUT /devtype/{devtype}/initParam, checked with the contract. The body is keyed by name, so a
 * repeated name is refused on its second row rather than the last value winning unseen.
 */
export function toInitParams(rows: InitParamRow[] | undefined): FormCheck<InitParams> {
  const list = rows ?? [];
  const names = list.flatMap((row, i) => {
    const name = keyNameSchema.safeParse(row.name);
    const repeated = list.findIndex((other) => other.name === row.name) < i;
    const message = name.success
      ? repeated
        ? 'validation.duplicate'
        : undefined
      : name.error.issues[0]?.message;
    return message ? [{ path: ['rows', i, 'name'], message }] : [];
  });
  if (names.length > 0) return { ok: false, issues: names };
  const value = (row: InitParamRow) =>
    row.kind === 'number' ? row.number : row.kind === 'boolean' ? Boolean(row.flag) : (row.text ?? '');
  const parsed = deviceTypeSectionSchemas.initParam.safeParse(
    Object.fromEntries(list.map((row) => [row.name, value(row)])),
  );
  // The names are good by now: the record's issues are about the value under a name (or too many rows).
  return checked(parsed, (path) => {
    const index = list.findIndex((row) => row.name === path[0]);
    const row = list[index];
    return row ? [index, valueField[row.kind]] : [];
  });
}

/** The body of PUT /devtype/{devtype}/much_data for one topic, checked with the contract (the name included). */
export function toTopic(topic: string, rows: PointRow[] | undefined) {
  const parsed = muchDataPutSchema.safeParse({ topic, data: points(rows) });
  if (parsed.success) return { ok: true as const, body: parsed.data };
  return {
    ok: false as const,
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path[0] === 'topic' ? ['topic'] : ['rows', ...listPath(issue.path.slice(1))],
      message: issue.message,
    })),
  } satisfies FormCheck<unknown>;
}

/** The type's topics with their points, by name. */
export const topicsOf = (type: DeviceTypeView) =>
  Object.entries(type.much_data)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([topic, data]) => ({ topic, rows: pointRows(data) }));
