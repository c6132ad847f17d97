import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../../db/kysely';
import type { Database } from '../../../db/schema';
import { planReads, type Span } from '../telemetry/aggregation';
import { HOUR_MS, mergeAggregates, type PartialAggregate } from '../telemetry/rollup';
import type { Reading } from './statistic-algorithms';

// Reads of stored telemetry for a window, for many devices in one statement each (chunks of devices keep
// SQLite's bound parameters and PostgreSQL's plans small). The runner's caller resolved the devices within
// the example's scope.

const CHUNK = 500;
const HOUR_GRID = { widthMs: HOUR_MS, alignMs: 0 };

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

type AggregateRow = {
  devid: string;
  cnt: number | string;
  ncnt: number | string;
  sum: number | string | null;
  min: number | string | null;
  max: number | string | null;
};

const toAggregate = (row: AggregateRow): PartialAggregate => ({
  cnt: Number(row.cnt),
  ncnt: Number(row.ncnt),
  sum: num(row.sum),
  min: num(row.min),
  max: num(row.max),
});

/** Batched reads of one point of many devices. */
export function statisticReads(db: Db) {
  const hourly = (devids: readonly string[], key: string, span: Span) =>
    db
      .selectFrom('telemetryHourly')
      .select((eb) => [
        'devid',
        eb.fn.sum<number | string>('cnt').as('cnt'),
        eb.fn.sum<number | string>('ncnt').as('ncnt'),
        eb.fn.sum<number | string | null>('sum').as('sum'),
        eb.fn.min<number | null>('min').as('min'),
        eb.fn.max<number | null>('max').as('max'),
      ])
      .where('devid', 'in', devids)
      .where('key', '=', key)
      .where('hour', '>=', span.from)
      .where('hour', '<', span.to)
      .groupBy('devid')
      .execute();

  const raw = (devids: readonly string[], key: string, span: Span) =>
    db
      .selectFrom('telemetry')
      .select((eb) => [
        'devid',
        eb.fn.countAll<number | string>().as('cnt'),
        eb.fn.count<number | string>('num').as('ncnt'),
        eb.fn.sum<number | string | null>('num').as('sum'),
        eb.fn.min<number | null>('num').as('min'),
        eb.fn.max<number | null>('num').as('max'),
      ])
      .where('devid', 'in', devids)
      .where('key', '=', key)
      .where('ts', '>=', span.from)
      .where('ts', '<', span.to)
      .groupBy('devid')
      .execute();

  /**
   * Each device's numeric reading nearest to a window's edge within [from, to): the last one (`desc`) or the
   * first (`asc`). One correlated lookup per device walks the primary key from the edge, so it reads one row
   * however many readings the span holds.
   */
  const edgeReadings = async (
    devids: readonly string[],
    key: string,
    span: Span,
    order: 'asc' | 'desc',
  ): Promise<Map<string, Reading>> => {
    const found = new Map<string, Reading>();
    if (span.to <= span.from) return found;
    for (const part of chunks(devids)) {
      const nearest = (eb: ExpressionBuilder<Database, 'devices'>, column: 'ts' | 'num') =>
        eb
          .selectFrom('telemetry as t')
          .select(`t.${column}`)
          .whereRef('t.devid', '=', 'devices.devid')
          .where('t.key', '=', key)
          .where('t.num', 'is not', null)
          .where('t.ts', '>=', span.from)
          .where('t.ts', '<', span.to)
          .orderBy('t.ts', order)
          .limit(1);
      const rows = await db
        .selectFrom('devices')
        .select((eb) => ['devices.devid', nearest(eb, 'ts').as('ts'), nearest(eb, 'num').as('num')])
        .where('devices.devid', 'in', part)
        .execute();
      for (const row of rows)
        if (row.ts !== null && row.num !== null)
          found.set(row.devid, { ts: Number(row.ts), value: Number(row.num) });
    }
    return found;
  };

  return {
    /**
     * Each device's aggregate of the point in the span: whole UTC hours from the hourly rollup, the cut
     * hours at either end (a zone whose hours are not UTC's, e.g. +05:30) from the raw points.
     */
    async aggregates(
      devids: readonly string[],
      key: string,
      span: Span,
    ): Promise<Map<string, PartialAggregate>> {
      const plan = planReads(span, HOUR_GRID);
      const byDevice = new Map<string, PartialAggregate>();
      const add = (row: AggregateRow) => {
        const current = byDevice.get(row.devid);
        const aggregate = toAggregate(row);
        byDevice.set(row.devid, current ? mergeAggregates(current, aggregate) : aggregate);
      };
      for (const part of chunks(devids)) {
        if (plan.hourly) (await hourly(part, key, plan.hourly)).forEach(add);
        for (const edge of plan.raw) (await raw(part, key, edge)).forEach(add);
      }
      return byDevice;
    },

    /** Each device's numeric readings of the point in the span, oldest first. */
    async readings(devids: readonly string[], key: string, span: Span): Promise<Map<string, Reading[]>> {
      const byDevice = new Map<string, Reading[]>();
      for (const part of chunks(devids)) {
        // A month of a thousand devices is millions of rows: the names need no case mapping, so none runs.
        const rows = await db
          .withoutPlugins()
          .selectFrom('telemetry')
          .select(['devid', 'ts', 'num'])
          .where('devid', 'in', part)
          .where('key', '=', key)
          .where('ts', '>=', span.from)
          .where('ts', '<', span.to)
          .where('num', 'is not', null)
          .orderBy('devid')
          .orderBy('ts')
          .execute();
        for (const row of rows) {
          const list = byDevice.get(row.devid) ?? [];
          if (list.length === 0) byDevice.set(row.devid, list);
          list.push({ ts: Number(row.ts), value: Number(row.num) });
        }
      }
      return byDevice;
    },

    /** Each device's last numeric reading in [from, to): the one before a window. */
    lastIn: (devids: readonly string[], key: string, span: Span) => edgeReadings(devids, key, span, 'desc'),

    /** Each device's first numeric reading in [from, to): the one after a window. */
    firstIn: (devids: readonly string[], key: string, span: Span) => edgeReadings(devids, key, span, 'asc'),
  };
}
