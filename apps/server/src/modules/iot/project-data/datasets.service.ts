import { PROJECT_DATA_LIMITS, type DatasetBody, type DatasetView } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { projectInScope } from '../../../db/device-scope';
import { isUniqueViolation } from '../../../db/engine';
import { requireProjectInScope, type DeviceScope, type IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { datasetsRepository, rebuildIndex, toDatasetView, type Dataset } from './datasets.repository';
import { checkRecords } from './record-checks';
import type { ValidatorCache } from './validator-cache';

// Failing records named by a refused schema change: enough to find them, not the whole data set.
const NAMED_FAILURES = 20;

/** Data sets of a project (contract project-data-calls.ts): declared per project, the account's. */
export function datasetsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>, validators: ValidatorCache) {
  const datasets = datasetsRepository(db);

  const requireProject = async (scope: DeviceScope, projectId: string) => {
    const project = await db
      .selectFrom('projects')
      .select('id')
      .where('id', '=', projectId)
      .where((eb) => projectInScope(eb, scope))
      .executeTakeFirst();
    if (!project) throw AppError.of('NOT_FOUND');
  };

  /** A project the scope may change the data sets of: seen, and shared with no one outside the scope. */
  const writableProject = async (scope: DeviceScope, projectId: string) => {
    await requireProject(scope, projectId);
    await requireProjectInScope(db, scope, projectId);
  };

  const requireDataset = async (scope: DeviceScope, projectId: string, id: string): Promise<Dataset> => {
    const dataset = await datasets.find(scope, id);
    if (!dataset || dataset.projectId !== projectId) throw AppError.of('NOT_FOUND');
    return dataset;
  };

  const view = async (dataset: Dataset): Promise<DatasetView> =>
    toDatasetView(dataset, (await datasets.recordCounts([dataset.id])).get(dataset.id) ?? 0);

  const saving = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.of('DATASET_NAME_TAKEN');
      throw error;
    }
  };

  return {
    requireDataset,

    async list(scope: DeviceScope, projectId: string): Promise<DatasetView[]> {
      await requireProject(scope, projectId);
      const rows = await datasets.ofProject(projectId);
      const counts = await datasets.recordCounts(rows.map((row) => row.id));
      return rows.map((row) => toDatasetView(row, counts.get(row.id) ?? 0));
    },

    async get(scope: DeviceScope, projectId: string, id: string): Promise<DatasetView> {
      return view(await requireDataset(scope, projectId, id));
    },

    async create(actor: IotActor, projectId: string, body: DatasetBody): Promise<DatasetView> {
      await writableProject(actor.scope, projectId);
      if ((await datasets.countOfProject(projectId)) >= PROJECT_DATA_LIMITS.datasetsPerProject)
        throw AppError.of('DATASET_LIMIT', { max: PROJECT_DATA_LIMITS.datasetsPerProject });
      const id = randomUUID();
      const now = clock.now();
      await saving(() =>
        db
          .insertInto('projectDatasets')
          .values({
            id,
            projectId,
            userId: actor.ownerId,
            name: body.name,
            description: body.description,
            fields: JSON.stringify(body.fields),
            schemaVersion: 1,
            createdBy: actor.username,
            createdAt: now,
            updatedAt: now,
          })
          .execute(),
      );
      return view(await requireDataset(actor.scope, projectId, id));
    },

    /**
     * Renames or changes the schema. A new schema must hold for every stored record (else 409 CONFLICT naming
     * the first failures, and nothing changes); the records' index is rebuilt in the same transaction.
     */
    async update(actor: IotActor, projectId: string, id: string, body: DatasetBody): Promise<DatasetView> {
      await writableProject(actor.scope, projectId);
      const dataset = await requireDataset(actor.scope, projectId, id);
      const schemaChanged = JSON.stringify(dataset.fields) !== JSON.stringify(body.fields);
      await saving(() =>
        db.transaction().execute(async (trx) => {
          const version = dataset.schemaVersion + (schemaChanged ? 1 : 0);
          if (schemaChanged) {
            const records = await datasetsRepository(trx).allRecords(id);
            const validator = validators.get(id, version, body.fields);
            const checked = await checkRecords(
              trx,
              actor.scope,
              id,
              body.fields,
              validator,
              records.map((record, index) => ({ row: index, recordId: record.id, raw: record.values })),
            );
            if (checked.errors.length > 0)
              throw AppError.of('CONFLICT', {
                records: checked.errors.slice(0, NAMED_FAILURES).map((error) => ({
                  id: records[error.row]?.id,
                  field: error.field,
                  message: error.message,
                })),
              });
            await rebuildIndex(
              trx,
              id,
              body.fields,
              records.map((record, index) => ({ id: record.id, values: checked.values[index] ?? {} })),
            );
            // Stored values as the new schema reads them (e.g. a dropped field's value goes).
            for (const [index, record] of records.entries())
              await trx
                .updateTable('projectData')
                .set({ data: JSON.stringify(checked.values[index] ?? {}) })
                .where('id', '=', record.id)
                .execute();
          }
          await trx
            .updateTable('projectDatasets')
            .set({
              name: body.name,
              description: body.description,
              fields: JSON.stringify(body.fields),
              schemaVersion: version,
              updatedAt: clock.now(),
            })
            .where('id', '=', id)
            .execute();
        }),
      );
      return view(await requireDataset(actor.scope, projectId, id));
    },

    async remove(scope: DeviceScope, projectId: string, id: string): Promise<void> {
      await writableProject(scope, projectId);
      await requireDataset(scope, projectId, id);
      await db.deleteFrom('projectDatasets').where('id', '=', id).execute();
    },
  };
}
