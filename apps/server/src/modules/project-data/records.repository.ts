import type { DatasetValues, ProjectDataView } from '@fleetkey/contract';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../db/paging';
import type { ProjectDataTable } from '../../db/schema';
import { containsText } from '../../db/search';
import { insertValueRows } from './datasets.repository';
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

/** SQL of records; owner checks by `user_id`, the data set's owner. */
export function recordsRepository(db: Db) {
  const selectPage = (datasetId: string, conditions: readonly Condition[], order: RecordOrder | null) => {
    let query = db
      .selectFrom('projectData')
      .selectAll('projectData')
      .where('projectData.datasetId', '=', datasetId);
    // Each condition is a set of record ids read from the (data set, field, value) index: the planner can
    // start from the smallest set or walk the sort index and probe, whichever is cheaper.
    for (const condition of conditions)
      query = query.where('projectData.id', 'in', (eb) => {
        let values = eb
          .selectFrom('projectDataValues as f')
          .select('f.recordId')
          .where('f.datasetId', '=', datasetId)
          .where('f.field', '=', condition.field);
        values =
          condition.op === 'contains'
            ? values.where(containsText('f.txt', condition.value))
            : values.where(`f.${condition.column}`, condition.op, condition.value);
        return values;
      });
    if (order)
      query = query.innerJoin('projectDataValues as s', (join) =>
        join
          .onRef('s.recordId', '=', 'projectData.id')
          .on('s.field', '=', order.field)
          .on('s.datasetId', '=', datasetId),
      );
    return query;
  };

  return {
    async find(ownerId: string, id: string): Promise<RecordRow | undefined> {
      return db
        .selectFrom('projectData')
        .selectAll()
        .where('id', '=', id)
        .where('userId', '=', ownerId)
        .executeTakeFirst();
    },

    async page(
      datasetId: string,
      conditions: readonly Condition[],
      order: RecordOrder | null,
      window: ListWindow,
    ): Promise<ListPage<RecordRow>> {
      const query = selectPage(datasetId, conditions, order);
      return order
        ? listPage(query, window, `s.${order.column}`, 'projectData.id')
        : listPage(query, window, 'projectData.createdAt', 'projectData.id');
    },

    /** Every matching record in list order, up to `max` (the export). */
    async all(
      datasetId: string,
      conditions: readonly Condition[],
      order: RecordOrder | null,
      descend: boolean,
      max: number,
    ): Promise<RecordRow[]> {
      const direction = descend ? 'desc' : 'asc';
      const query = selectPage(datasetId, conditions, order);
      return query
        .orderBy(sql.ref(order ? `s.${order.column}` : 'projectData.createdAt'), direction)
        .orderBy('projectData.id', direction)
        .limit(max)
        .execute();
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

    async removeMany(ownerId: string, ids: readonly string[]): Promise<number> {
      const result = await db
        .deleteFrom('projectData')
        .where('id', 'in', ids)
        .where('userId', '=', ownerId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
