import type { DatasetValues, ProjectDataView } from '@fleetkey/contract';
import { sql, type Insertable, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../../../db/kysely';
import type { ListPage, ListWindow } from '../../../db/paging';
import type { ProjectDataTable } from '../../../db/schema';
import { containsText } from '../../../db/search';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { datasetIdsInScope, insertValueRows } from './datasets.repository';
import type { Condition } from './record-filter';
import type { ValueRow } from './record-index';

/** A stored record. */
export type RecordRow = Selectable<ProjectDataTable>;

/** The record as the server answers it (its values were checked when written). */
export function toRecordView(row: RecordRow): ProjectDataView {
  return {
    id: row.id,
    datasetId: row.datasetId,
    values: JSON.parse(row.data) as DatasetValues,
    version: row.version,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** How a list is ordered: by an indexed field's column, or (none) newest first. */
export interface RecordOrder {
  field: string;
  column: 'num' | 'txt';
}

const INSERT_CHUNK = 400;

/** Conditions in the order a count is best driven by: equality first (narrowest), then ranges, then text search. */
function byNarrowness(conditions: readonly Condition[]): Condition[] {
  const rank = ({ tests }: Condition) =>
    tests.some((test) => test.op === '=') ? 0 : tests.some((test) => test.op === 'contains') ? 2 : 1;
  return [...conditions].sort((a, b) => rank(a) - rank(b));
}

/** Whether the condition is one value's equality (its records form one index range in record id order). */
const isEquality = ({ tests }: Condition) => tests.every((test) => test.op === '=');

/** The condition on one index row's value (`row` is the alias of a project_data_values row). */
function valueTest(row: string, condition: Condition): RawBuilder<SqlBool> {
  const tests = condition.tests.map((test) =>
    test.op === 'contains'
      ? containsText(`${row}.txt`, test.value)
      : sql<SqlBool>`${sql.ref(`${row}.${test.column}`)} ${sql.raw(test.op)} ${test.value}`,
  );
  return sql<SqlBool>`(${sql.join(tests, sql` and `)})`;
}

// Each condition is checked for a record by one primary-key lookup of its (record, field) index row, so a
// page walks the sort index in order and stops after `limit` matches, and a count walks one condition's
// (data set, field, value) range: neither reads the whole data set for a filtered, sorted page.
function holds(recordRef: string, condition: Condition): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from project_data_values f where f.record_id = ${sql.ref(recordRef)}
    and f.field = ${condition.field} and ${valueTest('f', condition)})`;
}

const allHold = (recordRef: string, conditions: readonly Condition[]) =>
  conditions.map((condition) => holds(recordRef, condition));

/** SQL of records; owner checks by `user_id`, the data set's owner. */
export function recordsRepository(db: Db) {
  /** The matching records in list order (sorted by a field: walking that field's index). */
  const ordered = (
    datasetId: string,
    conditions: readonly Condition[],
    order: RecordOrder | null,
    descend: boolean,
  ) => {
    const direction = descend ? 'desc' : 'asc';
    if (!order) {
      let query = db.selectFrom('projectData as d').selectAll('d').where('d.datasetId', '=', datasetId);
      for (const test of allHold('d.id', conditions)) query = query.where(test);
      return query.orderBy('d.createdAt', direction).orderBy('d.id', direction);
    }
    let query = db
      .selectFrom('projectDataValues as s')
      .innerJoin('projectData as d', 'd.id', 's.recordId')
      .selectAll('d')
      .where('s.datasetId', '=', datasetId)
      .where('s.field', '=', order.field);
    for (const test of allHold('s.recordId', conditions)) query = query.where(test);
    // (value, record id) is the index's own order: no sort step, ties broken the same on every page.
    return query.orderBy(`s.${order.column}`, direction).orderBy('s.recordId', direction);
  };

  // Two or more equality conditions: each one's (data set, field, value) index range already lists its
  // records in id order, so INTERSECT ... ORDER BY record id lets SQLite merge the ranges side by side (no
  // temporary tables) and PostgreSQL set-combine them — one pass over each range instead of one primary-key
  // lookup per record of the narrowest (10,000 lookups for `region = r3 and active` over 100,000 records).
  // Range and text conditions are then checked on the intersection only.
  const countIntersected = async (
    datasetId: string,
    equalities: readonly [Condition, ...Condition[]],
    conditions: readonly Condition[],
  ): Promise<number> => {
    const range = (condition: Condition) =>
      db
        .selectFrom('projectDataValues as f')
        .select('f.recordId')
        .where('f.datasetId', '=', datasetId)
        .where('f.field', '=', condition.field)
        .where(valueTest('f', condition));
    const [first, ...rest] = equalities;
    const matched = rest
      .reduce((query, next) => query.intersect(range(next)), range(first))
      .orderBy('recordId');
    let query = db.selectFrom(matched.as('m')).select((eb) => eb.fn.countAll<number | string>().as('n'));
    const others = conditions.filter((condition) => !isEquality(condition));
    for (const test of allHold('m.recordId', others)) query = query.where(test);
    const row = await query.executeTakeFirst();
    return Number(row?.n ?? 0);
  };

  const count = async (datasetId: string, conditions: readonly Condition[]): Promise<number> => {
    const [equality, ...equalities] = conditions.filter(isEquality);
    if (equality && equalities.length > 0)
      return countIntersected(datasetId, [equality, ...equalities], conditions);
    const [first, ...rest] = byNarrowness(conditions);
    if (!first) {
      const row = await db
        .selectFrom('projectData')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('datasetId', '=', datasetId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    }
    let query = db
      .selectFrom('projectDataValues as f0')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('f0.datasetId', '=', datasetId)
      .where('f0.field', '=', first.field)
      .where(valueTest('f0', first));
    for (const test of allHold('f0.recordId', rest)) query = query.where(test);
    const row = await query.executeTakeFirst();
    return Number(row?.n ?? 0);
  };

  return {
    async find(scope: DeviceScope, id: string): Promise<RecordRow | undefined> {
      return db
        .selectFrom('projectData')
        .selectAll()
        .where('id', '=', id)
        .where('datasetId', 'in', datasetIdsInScope(db, scope))
        .executeTakeFirst();
    },

    async page(
      datasetId: string,
      conditions: readonly Condition[],
      order: RecordOrder | null,
      window: ListWindow,
    ): Promise<ListPage<RecordRow>> {
      const totalCount = await count(datasetId, conditions);
      if (window.aggregation === 'count') return { totalCount, count: totalCount, result: [] };
      const result = await ordered(datasetId, conditions, order, window.descend)
        .limit(window.limit)
        .offset(window.skip)
        .execute();
      return { totalCount, result };
    },

    /** Every matching record in list order, up to `max` (the export). */
    async all(
      datasetId: string,
      conditions: readonly Condition[],
      order: RecordOrder | null,
      descend: boolean,
      max: number,
    ): Promise<RecordRow[]> {
      return ordered(datasetId, conditions, order, descend).limit(max).execute();
    },

    /** Inserts records and their index rows (inside the caller's transaction). */
    async insert(
      records: readonly Insertable<ProjectDataTable>[],
      values: readonly ValueRow[],
    ): Promise<void> {
      for (let start = 0; start < records.length; start += INSERT_CHUNK)
        await db
          .insertInto('projectData')
          .values(records.slice(start, start + INSERT_CHUNK))
          .execute();
      await insertValueRows(db, values);
    },

    /**
     * Writes new values if the record is still at `version` (one statement, so two editors cannot both
     * pass); false when another write came first. Then replaces its index rows.
     */
    async replace(
      id: string,
      version: number,
      values: DatasetValues,
      rows: readonly ValueRow[],
      now: number,
    ): Promise<boolean> {
      const result = await db
        .updateTable('projectData')
        .set({ data: JSON.stringify(values), version: version + 1, updatedAt: now })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await db.deleteFrom('projectDataValues').where('recordId', '=', id).execute();
      await insertValueRows(db, rows);
      return true;
    },

    async removeMany(scope: DeviceScope, ids: readonly string[]): Promise<number> {
      const result = await db
        .deleteFrom('projectData')
        .where('id', 'in', ids)
        .where('datasetId', 'in', datasetIdsInScope(db, scope, true))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
