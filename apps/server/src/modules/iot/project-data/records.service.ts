import {
  ERROR_CODES,
  VALIDATION_MESSAGES as M,
  type DatasetValues,
  type ProjectDataElementBody,
  type ProjectDataListQuery,
  type ProjectDataPage,
  type ProjectDataRowError,
  type ProjectDataView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/engine';
import {
  requireProjectInScope,
  wholeScope,
  type DeviceScope,
  type IotActor,
} from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { fieldError } from '../devices/field-error';
import { datasetsRepository, type Dataset } from './datasets.repository';
import { checkRecords, type Candidate } from './record-checks';
import { columnOf, parseFilter, sortField, type Condition } from './record-filter';
import { indexRows } from './record-index';
import { recordsRepository, toRecordView, type RecordOrder, type RecordRow } from './records.repository';
import type { ValidatorCache } from './validator-cache';

/** A unique index refusing a write (a concurrent writer stored the value first) reads as the 409. */
export async function guardUnique<T>(dataset: Dataset, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error))
      throw AppError.of('PROJECT_DATA_UNIQUE', {
        fields: dataset.fields.filter((field) => field.unique).map((field) => field.name),
      });
    throw error;
  }
}

/** Failures of one record: 409 when only unique values clash, else 400 naming each field. */
function recordFailure(errors: readonly ProjectDataRowError[]): AppError {
  if (errors.every((error) => error.message === M.duplicate))
    return AppError.of('PROJECT_DATA_UNIQUE', { fields: [...new Set(errors.map((error) => error.field))] });
  const fields = errors.map((error) => ({
    location: 'body',
    // A failure of the whole record (blank) names no field.
    path: error.field ? `values.${error.field}` : 'values',
    message: error.message,
  }));
  return new AppError(400, ERROR_CODES.VALIDATION_FAILED, `body.values: ${fields[0]?.message ?? ''}`, {
    fields,
  });
}

/** Records of data sets (contract project-data-calls.ts), checked against their schema on every write. */
export function recordsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>, validators: ValidatorCache) {
  const records = recordsRepository(db);

  const requireDataset = async (scope: DeviceScope, id: string): Promise<Dataset> => {
    const dataset = await datasetsRepository(db).find(scope, id);
    if (!dataset) throw AppError.of('NOT_FOUND');
    return dataset;
  };

  /** A data set the scope may write to: seen, and its project shared with no one outside the scope. */
  const writableDataset = async (scope: DeviceScope, id: string): Promise<Dataset> => {
    const dataset = await requireDataset(scope, id);
    await requireProjectInScope(db, scope, dataset.projectId);
    return dataset;
  };

  const writableRecord = async (scope: DeviceScope, id: string) => {
    const found = await requireRecord(scope, id);
    await requireProjectInScope(db, scope, found.dataset.projectId);
    return found;
  };

  const requireRecord = async (
    scope: DeviceScope,
    id: string,
  ): Promise<{ row: RecordRow; dataset: Dataset }> => {
    const row = await records.find(scope, id);
    if (!row) throw AppError.of('NOT_FOUND');
    return { row, dataset: await requireDataset(scope, row.datasetId) };
  };

  const validatorOf = (dataset: Dataset) => validators.get(dataset.id, dataset.schemaVersion, dataset.fields);

  /** Checks candidates of one data set. */
  const check = (scope: DeviceScope, dataset: Dataset, candidates: readonly Candidate[]) =>
    checkRecords(db, scope, dataset.id, dataset.fields, validatorOf(dataset), candidates);

  const checkOne = async (scope: DeviceScope, dataset: Dataset, recordId: string | null, raw: unknown) => {
    const { values, errors } = await check(scope, dataset, [{ row: 0, recordId, raw }]);
    if (errors.length > 0) throw recordFailure(errors);
    return values[0] ?? {};
  };

  /** Writes checked values over a record read at `version`; 409 PROJECT_DATA_STALE if it moved on. */
  const replace = async (dataset: Dataset, row: RecordRow, version: number, values: DatasetValues) => {
    const stored = await guardUnique(dataset, () =>
      db
        .transaction()
        .execute((trx) =>
          recordsRepository(trx).replace(
            row.id,
            version,
            values,
            indexRows(dataset.id, row.id, dataset.fields, values),
            clock.now(),
          ),
        ),
    );
    // The row was reached within the caller's scope before it was written: read it back as the owner's.
    const current = await records.find(wholeScope(row.userId), row.id);
    if (!current) throw AppError.of('NOT_FOUND');
    if (!stored) throw AppError.of('PROJECT_DATA_STALE', { version: current.version });
    return toRecordView(current);
  };

  /** The filter, sort and order of a list or export over the data set's schema. */
  const plan = (dataset: Dataset, query: Pick<ProjectDataListQuery, 'filter' | 'sort'>) => {
    const conditions: Condition[] = parseFilter(dataset.fields, query.filter);
    let order: RecordOrder | null = null;
    if (query.sort !== undefined) {
      const field = sortField(dataset.fields, query.sort);
      order = { field: field.name, column: columnOf(field) };
    }
    return { conditions, order };
  };

  return {
    requireDataset,
    check,
    plan,

    async list(
      scope: DeviceScope,
      query: ProjectDataListQuery,
    ): Promise<ProjectDataPage & { count?: number }> {
      const dataset = await requireDataset(scope, query.datasetid);
      const { conditions, order } = plan(dataset, query);
      const page = await records.page(dataset.id, conditions, order, query);
      return { ...page, result: page.result.map(toRecordView) };
    },

    async get(scope: DeviceScope, id: string): Promise<ProjectDataView> {
      return toRecordView((await requireRecord(scope, id)).row);
    },

    async create(actor: IotActor, datasetId: string, raw: unknown): Promise<ProjectDataView> {
      const dataset = await writableDataset(actor.scope, datasetId);
      const values = await checkOne(actor.scope, dataset, null, raw);
      const id = randomUUID();
      const now = clock.now();
      await guardUnique(dataset, () =>
        db.transaction().execute((trx) =>
          recordsRepository(trx).insert(
            [
              {
                id,
                datasetId,
                userId: actor.ownerId,
                data: JSON.stringify(values),
                version: 1,
                createdBy: actor.username,
                createdAt: now,
                updatedAt: now,
              },
            ],
            indexRows(datasetId, id, dataset.fields, values),
          ),
        ),
      );
      return this.get(actor.scope, id);
    },

    async update(actor: IotActor, id: string, raw: unknown, version: number): Promise<ProjectDataView> {
      const { row, dataset } = await writableRecord(actor.scope, id);
      if (row.version !== version) throw AppError.of('PROJECT_DATA_STALE', { version: row.version });
      return replace(dataset, row, version, await checkOne(actor.scope, dataset, id, raw));
    },

    /** Sets element `index` of the array field `body.field` (index = length appends one). */
    async updateElement(
      actor: IotActor,
      id: string,
      index: number,
      body: ProjectDataElementBody,
    ): Promise<ProjectDataView> {
      const { row, dataset } = await writableRecord(actor.scope, id);
      const field = dataset.fields.find((each) => each.name === body.field);
      if (!field?.multiple) throw fieldError('body', 'field', M.invalidOption);
      if (row.version !== body.version) throw AppError.of('PROJECT_DATA_STALE', { version: row.version });
      const values = toRecordView(row).values;
      const current = values[field.name];
      const list = Array.isArray(current) ? [...current] : [];
      if (index > list.length) throw fieldError('params', 'index', M.outOfRange);
      list[index] = body.value as string | number;
      const checked = await checkOne(actor.scope, dataset, id, { ...values, [field.name]: list });
      return replace(dataset, row, body.version, checked);
    },

    async remove(scope: DeviceScope, id: string): Promise<void> {
      await writableRecord(scope, id);
      if ((await records.removeMany(scope, [id])) === 0) throw AppError.of('NOT_FOUND');
    },

    async removeMany(scope: DeviceScope, ids: readonly string[]): Promise<{ deleted: number }> {
      return { deleted: await records.removeMany(scope, ids) };
    },
  };
}
