import type {
  ListResult,
  RecordDeleteResult,
  RecordPage,
  RecordState,
  RecordStatusAction,
  RecordStatusResult,
  RuleActionBodyInput,
  RuleActionKind,
  RuleActionOutcome,
  RuleActionPage,
  RuleActionTestResult,
  RuleActionView,
  RuleBodyInput,
  RuleField,
  RulePage,
  RuleRunEvent,
  RuleRunPage,
  RuleSeverity,
  RuleStatus,
  RuleView,
  TriggerKind,
} from '@fleetkey/contract';
import { toListQueryParams } from '@fleetkey/contract';
import type { ApiClient } from './client';

/** A list call's window and order (the rule lists take no `search`: rules filter on `name`). */
export interface ListWindow {
  skip?: number;
  limit?: number;
  descend?: boolean;
}

/** GET /rules filter (contract `ruleListFilterSchema`): `name` contains, the others exact. */
export interface RuleListFilter {
  name?: string;
  desc?: string;
  status?: RuleStatus;
  severity?: RuleSeverity;
  record?: boolean;
  devtype?: string;
  kind?: TriggerKind;
}

/** GET /records filter: severity and state (one or several), a device, a rule. */
export interface RecordListFilter {
  severity?: RuleSeverity | RuleSeverity[];
  state?: RecordState | RecordState[];
  devid?: string;
  ruleId?: string;
}

/** GET /logs?source=rules filter. */
export interface RuleLogFilter {
  ruleId?: string;
  devid?: string;
  event?: RuleRunEvent;
  outcome?: RuleActionOutcome;
}

/** A time range of records or runs (epoch ms, `to` exclusive). */
export interface TimeRange {
  from?: number;
  to?: number;
}

/** Drops the filter's absent fields, so an empty filter is not sent at all. */
function compact<T extends object>(filter: T | undefined): Record<string, unknown> | undefined {
  if (!filter) return undefined;
  const entries = Object.entries(filter).filter(([, value]) => value !== undefined && value !== '');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Rules (iot-console.md §7 "Rules and records"): what watches the devices and what it does when it fires. */
export function rulesApi(client: ApiClient) {
  const path = (id: string) => `/rules/${encodeURIComponent(id)}`;
  return {
    /** GET /rules: whole rules, newest first. */
    list: (query: ListWindow & { filter?: RuleListFilter } = {}) =>
      client.get<ListResult<RuleView>>('/rules', {
        query: toListQueryParams({ ...query, filter: compact(query.filter) }),
      }),
    /** GET /rules?fields=…: each rule narrowed to those fields (and `id`). */
    listFields: (fields: readonly RuleField[], query: ListWindow & { filter?: RuleListFilter } = {}) =>
      client.get<RulePage>('/rules', {
        query: {
          ...toListQueryParams({ ...query, filter: compact(query.filter) }),
          fields: fields.join(','),
        },
      }),
    /** GET /rules?aggregation=count: how many rules match (the dashboard's count). */
    count: (filter: RuleListFilter = {}) =>
      client
        .get<{ count?: number; totalCount: number }>('/rules', {
          query: toListQueryParams({ filter: compact(filter), aggregation: 'count', limit: 1 }),
        })
        .then((answer) => answer.count ?? answer.totalCount),
    get: (id: string) => client.get<RuleView>(path(id)),
    create: (body: RuleBodyInput) => client.post<RuleView>('/rules', { body }),
    update: (id: string, body: RuleBodyInput) => client.put<RuleView>(path(id), { body }),
    remove: (id: string) => client.delete<null>(path(id)),
    /** PATCH /rules/status/{id}: enable or disable. */
    setStatus: (id: string, status: RuleStatus) =>
      client.patch<RuleView>(`/rules/status/${encodeURIComponent(id)}`, { body: { status } }),
    /** PATCH /rules/record/{id}: whether firing opens an alarm record. */
    setRecord: (id: string, record: boolean) =>
      client.patch<RuleView>(`/rules/record/${encodeURIComponent(id)}`, { body: { record } }),
    /** POST /rules/batch/create: every rule saved, or none. */
    batchCreate: (rules: RuleBodyInput[]) =>
      client.post<RuleView[]>('/rules/batch/create', { body: { rules } }),
  };
}

/** Rule actions: inbox, e-mail, SMS, webhook and command, saved once and named by rules. */
export function ruleActionsApi(client: ApiClient) {
  const path = (id: string) => `/rule_actions/${encodeURIComponent(id)}`;
  return {
    /** GET /rule_actions: newest first, optionally of one kind. */
    list: (query: ListWindow & { kind?: RuleActionKind } = {}) =>
      client.get<RuleActionPage>('/rule_actions', {
        query: toListQueryParams({ ...query, filter: compact({ kind: query.kind }) }),
      }),
    get: (id: string) => client.get<RuleActionView>(path(id)),
    create: (body: RuleActionBodyInput) => client.post<RuleActionView>('/rule_actions', { body }),
    /** PUT /rule_actions/{id}: a webhook's secret left out keeps the stored one. */
    update: (id: string, body: RuleActionBodyInput) => client.put<RuleActionView>(path(id), { body }),
    /** DELETE /rule_actions/{id}: refused (409 RULE_ACTION_IN_USE) while rules still name it. */
    remove: (id: string) => client.delete<null>(path(id)),
    /** POST /rule_actions/{id}/test: runs the action once now with sample values. */
    test: (id: string) => client.post<RuleActionTestResult>(`${path(id)}/test`),
  };
}

/** Alarm records: listed, acknowledged, cleared by hand and deleted once cleared. */
export function recordsApi(client: ApiClient) {
  const query = (q: ListWindow & { filter?: RecordListFilter } & TimeRange) => ({
    ...toListQueryParams({ ...q, filter: compact(q.filter) }),
    from: q.from,
    to: q.to,
  });
  return {
    /** GET /records: newest firing first. */
    list: (q: ListWindow & { filter?: RecordListFilter } & TimeRange = {}) =>
      client.get<RecordPage>('/records', { query: query(q) }),
    /** GET /records?aggregation=count: how many records match (the bell's count of active alarms). */
    count: (filter: RecordListFilter = {}) =>
      client
        .get<{ count?: number; totalCount: number }>('/records', {
          query: { ...query({ filter, limit: 1 }), aggregation: 'count' },
        })
        .then((answer) => answer.count ?? answer.totalCount),
    /** GET /records/{devid}: one device's records. */
    ofDevice: (devid: string, q: ListWindow & { filter?: RecordListFilter } & TimeRange = {}) =>
      client.get<RecordPage>(`/records/${encodeURIComponent(devid)}`, { query: query(q) }),
    /** PUT /records/status: acknowledge or clear; records in another state are left and listed. */
    setStatus: (ids: string[], action: RecordStatusAction) =>
      client.put<RecordStatusResult>('/records/status', { body: { ids, action } }),
    /** DELETE /records: cleared records only (409 RECORD_NOT_CLEARED names standing ones, none deleted). */
    remove: (ids: string[]) => client.delete<RecordDeleteResult>('/records', { body: { ids } }),
  };
}

/** Rule runs (GET /logs?source=rules): which rule fired or cleared on which device, and each action's outcome. */
export function ruleLogsApi(client: ApiClient) {
  return {
    list: (q: ListWindow & { filter?: RuleLogFilter } & TimeRange = {}) =>
      client.get<RuleRunPage>('/logs', {
        query: {
          source: 'rules',
          ...toListQueryParams({ ...q, filter: compact(q.filter) }),
          from: q.from,
          to: q.to,
        },
      }),
  };
}
