import type { IotPermission, IotWriteActivity } from '@fleetkey/contract';

/** The target column's width (migration 021): a longer target is cut to fit. */
export const ACTIVITY_TARGET_MAX = 64;

/** A route that writes IoT data, as registered: its method, URL pattern (`:param` segments) and permission. */
export interface WriteRoute {
  method: string;
  url: string;
  permission: IotPermission;
}

const BATCH_DELETE = /\/batch\/delete$/;
// A command route: under `…/command(s)/`, or one that names the command it sends (`/uds/dtcCommand`).
const COMMAND = /\/commands?\/|Command$/;
const STATUS = /\/status(\/|$)/;
// A trial run of something stored (a rule action's test), which changes nothing.
const TEST = /\/test$/;
// A file of rows stored at once; the DTC catalogue's file route imports on POST (its GET exports).
const IMPORT = /\/import$|\/errorCodeFile$/;
// Sending again what failed (a rollout's retry to its failed devices).
const RESEND = /\/retry$/;

/**
 * What a successful write did, read from its route: the routes follow the spec's REST shapes, so the
 * method and URL say it (a DELETE or a batch delete deletes, a `…/status` route changes a status, `…/test`
 * tests, an import imports, `…/retry` sends again, a control route under `…/command(s)/` or naming its
 * command sends a command, another control route starts or stops something). A POST creates when it
 * answers 201 or names no existing object in its path; a POST on an existing object (adding members,
 * moving sub-devices) changes it.
 */
export function writeActivity({ method, url, permission }: WriteRoute, status: number): IotWriteActivity {
  if (method === 'DELETE' || BATCH_DELETE.test(url)) return 'deleted';
  if (STATUS.test(url)) return 'statusChanged';
  if (TEST.test(url)) return 'tested';
  if (IMPORT.test(url)) return 'imported';
  if (RESEND.test(url)) return 'resent';
  if (permission.action === 'control') return COMMAND.test(url) ? 'commandSent' : 'controlled';
  if (method === 'POST' && (status === 201 || !url.includes('/:'))) return 'created';
  return 'updated';
}

// Where a write without path parameters names its object: one id in the answer or the body (a created
// rule's id is in the answer, a created device's id in the body), or the ids of a bulk route's body.
const SINGLE_KEYS = ['devid', 'id', 'devtype', 'name'] as const;
const BULK_KEYS = ['devids', 'ids', 'devtypes', 'names'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || typeof value === 'number';

function singleId(source: unknown): string | undefined {
  if (!isRecord(source)) return undefined;
  const found = SINGLE_KEYS.map((key) => source[key]).find(isId);
  return found === undefined ? undefined : String(found);
}

function bulkIds(source: unknown): string[] | undefined {
  if (!isRecord(source)) return undefined;
  for (const key of BULK_KEYS) {
    const list = source[key];
    if (Array.isArray(list) && list.length > 0 && list.every(isId)) return list.map(String);
  }
  return undefined;
}

/**
 * A bulk route's objects as one target: the ids one after another, and when they do not fit the column,
 * as many as fit followed by how many more there were (`m-1, m-2 … +98`).
 */
export function bulkTarget(ids: readonly string[]): string {
  const all = ids.join(', ');
  if (all.length <= ACTIVITY_TARGET_MAX) return all;
  let shown = 0;
  let text = '';
  for (const id of ids) {
    const next = text === '' ? id : `${text}, ${id}`;
    if (`${next} … +${ids.length - shown - 1}`.length > ACTIVITY_TARGET_MAX) break;
    text = next;
    shown += 1;
  }
  const rest = `… +${ids.length - shown}`;
  return (text === '' ? rest : `${text} ${rest}`).slice(0, ACTIVITY_TARGET_MAX);
}

/**
 * The object a write acted on: the route's own parameters (`devid`, `devtype/version`, `groupid/devid`),
 * else the id its answer or body names, else the ids a bulk body lists (see bulkTarget); empty when the
 * route names no object (the funds account's own calls).
 */
export function writeTarget(params: unknown, body: unknown, answer: unknown): string {
  const values = isRecord(params) ? Object.values(params).filter(isId).map(String) : [];
  const data = isRecord(answer) ? answer['data'] : undefined;
  const single = values.length > 0 ? values.join('/') : (singleId(data) ?? singleId(body));
  if (single !== undefined) return single.slice(0, ACTIVITY_TARGET_MAX);
  const ids = bulkIds(body);
  return ids ? bulkTarget(ids) : '';
}
