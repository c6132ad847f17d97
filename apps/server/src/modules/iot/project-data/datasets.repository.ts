import type { DatasetField, DatasetValues, DatasetView } from '@fleetkey/contract';
import type { Selectable } from 'kysely';
import { projectInScope, projectReachesOutside } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import type { ProjectDatasetsTable } from '../../../db/schema';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { indexRows, type ValueRow } from './record-index';

/** A data set row with its schema read. */
export interface Dataset extends Omit<Selectable<ProjectDatasetsTable>, 'fields'> {
  fields: DatasetField[];
}

// The schema is written only by this module, after the contract's check: read back as is.
const withFields = (row: Selectable<ProjectDatasetsTable>): Dataset => ({
  ...row,
  fields: JSON.parse(row.fields) as DatasetField[],
});

/** The data set as the server answers it. */
export function toDatasetView(dataset: Dataset, records: number): DatasetView {
  return {
    id: dataset.id,
    projectId: dataset.projectId,
    name: dataset.name,
    description: dataset.description,
    fields: dataset.fields,
    schemaVersion: dataset.schemaVersion,
    records,
    createdBy: dataset.createdBy,
    createdAt: dataset.createdAt,
    updatedAt: dataset.updatedAt,
  };
}

/** Ids of the data sets of the projects the scope reaches (a sub-user scoped to projects: only theirs). */
export function datasetIdsInScope(db: Db, scope: DeviceScope, changing = false) {
  return db
    .selectFrom('projectDatasets')
    .select('projectDatasets.id')
    .where('projectDatasets.userId', '=', scope.ownerId)
    .where('projectDatasets.projectId', 'in', (eb) =>
      eb
        .selectFrom('projects')
        .select('projects.id')
        .where((inner) => projectInScope(inner, scope))
        // A change reaches only projects that hold nothing outside the scope.
        .$if(changing, (query) => query.where((inner) => inner.not(projectReachesOutside(inner, scope)))),
    );
}

/** SQL of data sets (the account's, by owner, within the caller's scope). */
export function datasetsRepository(db: Db) {
  return {
    async find(scope: DeviceScope, id: string): Promise<Dataset | undefined> {
      const row = await db
        .selectFrom('projectDatasets')
        .selectAll()
        .where('id', '=', id)
        .where('id', 'in', datasetIdsInScope(db, scope))
        .executeTakeFirst();
      return row && withFields(row);
    },

    async ofProject(projectId: string): Promise<Dataset[]> {
      const rows = await db
        .selectFrom('projectDatasets')
        .selectAll()
        .where('projectId', '=', projectId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return rows.map(withFields);
    },

    async countOfProject(projectId: string): Promise<number> {
      const row = await db
        .selectFrom('projectDatasets')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('projectId', '=', projectId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Records of each data set. */
    async recordCounts(ids: readonly string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('projectData')
        .select(['datasetId', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('datasetId', 'in', ids)
        .groupBy('datasetId')
        .execute();
      return new Map(rows.map((row) => [row.datasetId, Number(row.n)]));
    },

    /** Every record's id and values (a schema change re-checks them all). */
    async allRecords(datasetId: string): Promise<{ id: string; values: DatasetValues }[]> {
      const rows = await db
        .selectFrom('projectData')
        .select(['id', 'data'])
        .where('datasetId', '=', datasetId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, values: JSON.parse(row.data) as DatasetValues }));
    },
  };
}

// Rows of one multi-row insert: a few hundred keeps each statement within both engines' parameter limits.
const INSERT_CHUNK = 400;

/** Writes index rows in chunks (inside the caller's transaction). */
export async function insertValueRows(db: Db, rows: readonly ValueRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK)
    await db
      .insertInto('projectDataValues')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
}

/** Replaces the index rows of a data set's records after a schema change. */
export async function rebuildIndex(
  db: Db,
  datasetId: string,
  fields: readonly DatasetField[],
  records: readonly { id: string; values: DatasetValues }[],
): Promise<void> {
  await db.deleteFrom('projectDataValues').where('datasetId', '=', datasetId).execute();
  await insertValueRows(
    db,
    records.flatMap((record) => indexRows(datasetId, record.id, fields, record.values)),
  );
}
