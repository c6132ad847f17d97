import type { Kysely } from 'kysely';
import type { Db } from '../../../db/kysely';
import type { Database } from '../../../db/schema';
import type { RetentionClassOf } from './retention-classes';
import { ROW_MARKER, type PointRow } from './telemetry-rows';
import { telemetryStore, type ClassedPoint } from './telemetry-writes.repository';

// How the points of a batch of messages are stored, so that no acknowledged row is lost to a key clash.
// A row is (device, time): its marker (key '') and its points share the primary key's (devid, ts).
//
// - A row the server stamped (the device gave no time) is a new row, always: when its millisecond is taken
//   (another node stamped a message of the same device in it, or the device sent that time itself) it moves
//   to the next free one. The marker is inserted first: PostgreSQL makes an insert that meets another
//   transaction's uncommitted key wait for it, so two nodes never both take one millisecond.
// - A row with the device's own time merges into a stored row at that time, last write wins per point; a
//   value that replaces a different one is reported (VALUES_REPLACED), never dropped silently.
// - A message delivered again (the DUP flag: a node died between storing and acknowledging) whose stamped
//   rows are already stored is recognised by its digest, kept on its row markers, and stored once.
// Every statement touches rows in (devid, ts, key) order: one lock order, so two nodes cannot deadlock.

/** How long after its first copy a redelivered time-less message is still recognised. */
export const REDELIVERY_WINDOW_MS = 3_600_000;
/** Most moves of one stamped row to the next millisecond (a device's rows are never that dense). */
const STAMP_MOVES_MAX = 10_000;

/** What identifies a message whose rows the server stamped. */
export interface MessageReceipt {
  /** A digest of the message's bytes, kept on the markers of its stamped rows. */
  digest: string;
  /** The broker marked it a redelivery (DUP): it may have been stored already. */
  redelivered: boolean;
}

/** The points of one message. */
export interface PointMessage {
  points: readonly PointRow[];
  receipt?: MessageReceipt | undefined;
}

/** Points of a row that replaced different stored values. */
export interface ReplacedPoints {
  devid: string;
  time: number;
  keys: string[];
}

/** What storing one message came to. */
export interface PointOutcome {
  /** A redelivery of a message already stored: nothing was written. */
  redelivery: boolean;
  replaced: ReplacedPoints[];
}

/** A point of the batch; its class is set once its row's time is final (a stamped row may move). */
interface BatchPoint extends ClassedPoint {
  message: number;
}

interface BatchRow {
  devid: string;
  ts: number;
  stamped: boolean;
  digest: string | null;
  points: Map<string, BatchPoint>;
  /** Its retention class, read once its time is final (a stamped row may move). */
  retention: number;
}

const rowId = (devid: string, ts: number) => `${devid}\0${ts}`;
const byDeviceAndTime = (a: { devid: string; ts: number }, b: { devid: string; ts: number }) =>
  a.devid < b.devid ? -1 : a.devid > b.devid ? 1 : a.ts - b.ts;

/**
 * Stores the messages' points inside `trx` (a transaction of `db`), each row in its retention class;
 * answers per message what happened.
 */
export async function commitPoints(
  db: Db,
  trx: Kysely<Database>,
  messages: readonly PointMessage[],
  classOf: RetentionClassOf,
): Promise<PointOutcome[]> {
  const store = telemetryStore(db, trx);
  const outcomes: PointOutcome[] = messages.map(() => ({ redelivery: false, replaced: [] }));
  const note = (message: number, devid: string, time: number, key: string) => {
    const outcome = outcomes[message] as PointOutcome;
    let entry = outcome.replaced.find((replaced) => replaced.devid === devid && replaced.time === time);
    if (!entry) outcome.replaced.push((entry = { devid, time, keys: [] }));
    if (!entry.keys.includes(key)) entry.keys.push(key);
  };

  const rows: BatchRows = { byTime: new Map(), byStamp: new Map() };
  for (const [message, { points, receipt }] of messages.entries()) {
    if (receipt?.redelivered && (await alreadyStored(store, points, receipt.digest))) {
      (outcomes[message] as PointOutcome).redelivery = true;
      continue;
    }
    for (const point of points) {
      const row = rowOf(rows, point, receipt?.digest ?? null, message);
      const earlier = row.points.get(point.key);
      if (earlier && earlier.message !== message && !sameValue(earlier, point))
        note(message, row.devid, row.ts, point.key);
      row.points.set(point.key, {
        devid: row.devid,
        key: point.key,
        ts: row.ts,
        num: point.num,
        str: point.str,
        retention: 0,
        message,
      });
    }
  }

  const fresh: BatchRow[] = [];
  const existing: BatchRow[] = [];
  let pending = [...rows.byTime.values()].sort(byDeviceAndTime);
  for (let moves = 0; pending.length > 0; moves++) {
    if (moves > STAMP_MOVES_MAX) throw new Error('no free millisecond found for a stamped row');
    const inserted = await store.insertMarkers(
      pending.map(({ devid, ts, digest }) => ({
        devid,
        key: ROW_MARKER,
        ts,
        num: null,
        str: digest,
        retention: classOf(devid, ts),
      })),
    );
    const clashed: BatchRow[] = [];
    for (const [index, row] of pending.entries()) {
      if (inserted[index]) fresh.push(row);
      else if (row.stamped) clashed.push(moveOn(rows, row));
      else existing.push(row);
    }
    pending = clashed.sort(byDeviceAndTime);
  }

  for (const stored of await store.pointsAtRows(existing.map(({ devid, ts }) => ({ devid, ts })))) {
    const point = rows.byTime.get(rowId(stored.devid, stored.ts))?.points.get(stored.key);
    if (point && !sameValue(point, stored)) note(point.message, stored.devid, stored.ts, stored.key);
  }

  const allRows = [...fresh, ...existing].sort(byDeviceAndTime);
  for (const row of allRows) {
    row.retention = classOf(row.devid, row.ts);
    for (const point of row.points.values()) point.retention = row.retention;
  }
  await store.upsertPoints(
    allRows.flatMap((row) =>
      [...row.points.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    ),
  );
  await store.addToRollups(
    fresh.flatMap((row) => [
      { devid: row.devid, key: ROW_MARKER, ts: row.ts, num: null, retention: row.retention },
      ...row.points.values(),
    ]),
  );
  await store.rebuildRollupsOf(existing.flatMap((row) => [...row.points.values()]));
  return outcomes;
}

/** The rows of a batch: by (device, time), and a stamped row also by the stamp its message gave it. */
interface BatchRows {
  byTime: Map<string, BatchRow>;
  byStamp: Map<string, BatchRow>;
}

/** The batch's row for a point: a stamped row never merges with another row, a row with its own time does. */
function rowOf(rows: BatchRows, point: PointRow, digest: string | null, message: number): BatchRow {
  const stampId = point.stamped ? `${message}\0${rowId(point.devid, point.ts)}` : '';
  if (!point.stamped) {
    const found = rows.byTime.get(rowId(point.devid, point.ts));
    // The device's own time keeps its place; a stamped row holding it moves on.
    if (found?.stamped) moveOn(rows, found);
    else if (found) return found;
  } else {
    const found = rows.byStamp.get(stampId);
    if (found) return found;
  }
  let ts = point.ts;
  while (rows.byTime.has(rowId(point.devid, ts))) ts++;
  const stamped = point.stamped === true;
  const row: BatchRow = {
    devid: point.devid,
    ts,
    stamped,
    digest: stamped ? digest : null,
    points: new Map(),
    retention: 0,
  };
  rows.byTime.set(rowId(point.devid, ts), row);
  if (stamped) rows.byStamp.set(stampId, row);
  return row;
}

/** A stamped row whose millisecond is taken, moved to the next one this batch does not hold either. */
function moveOn(rows: BatchRows, row: BatchRow): BatchRow {
  rows.byTime.delete(rowId(row.devid, row.ts));
  do row.ts++;
  while (rows.byTime.has(rowId(row.devid, row.ts)));
  rows.byTime.set(rowId(row.devid, row.ts), row);
  for (const point of row.points.values()) point.ts = row.ts;
  return row;
}

function sameValue(
  a: { num: number | null; str: string | null },
  b: { num: number | null; str: string | null },
) {
  return a.num === b.num && a.str === b.str;
}

/** Whether a stamped row of this message (by digest) is stored within the redelivery window. */
async function alreadyStored(
  store: ReturnType<typeof telemetryStore>,
  points: readonly PointRow[],
  digest: string,
): Promise<boolean> {
  const first = points.find((point) => point.stamped);
  if (!first) return false;
  return store.hasReceipt(first.devid, digest, first.ts - REDELIVERY_WINDOW_MS);
}
