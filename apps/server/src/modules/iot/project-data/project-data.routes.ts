import {
  PROJECT_DATA_LIMITS,
  datasetBodySchema,
  datasetParamsSchema,
  projectDataCreateSchema,
  projectDataElementParamsSchema,
  projectDataElementSchema,
  projectDataExportQuerySchema,
  projectDataIdsSchema,
  projectDataImportQuerySchema,
  projectDataListQuerySchema,
  projectDataParamsSchema,
  projectDataUpdateSchema,
  projectParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { sendCsv } from '../../../platform/http/csv';
import { iotRoutes } from '../../../platform/http/iot-routes';
import { receiveImportTable } from '../devices/import-file';
import { datasetsService } from './datasets.service';
import { recordFilesService } from './record-files.service';
import { recordsService } from './records.service';
import { ValidatorCache } from './validator-cache';

const oneDataset = { params: datasetParamsSchema };
const oneRecord = { params: projectDataParamsSchema };

/** A project's data sets and their records (iot-console.md §7 "project data"; contract project-data-calls.ts). */
export function projectDataRoutes(context: AppContext): void {
  const { app } = context;
  const routes = iotRoutes(app, 'projects');
  const validators = new ValidatorCache();
  const datasets = datasetsService(context, validators);
  const records = recordsService(context, validators);
  const files = recordFilesService(context, records);

  routes.get(
    '/v1/projects/:projectid/datasets',
    'read',
    { params: projectParamsSchema },
    ({ scope }, request) => datasets.list(scope, request.params.projectid),
  );
  routes.postCreated(
    '/v1/projects/:projectid/datasets',
    'write',
    { params: projectParamsSchema, body: datasetBodySchema },
    (actor, request) => datasets.create(actor, request.params.projectid, request.body),
  );
  routes.get('/v1/projects/:projectid/datasets/:datasetid', 'read', oneDataset, ({ scope }, request) =>
    datasets.get(scope, request.params.projectid, request.params.datasetid),
  );
  routes.put(
    '/v1/projects/:projectid/datasets/:datasetid',
    'write',
    { ...oneDataset, body: datasetBodySchema },
    (actor, request) =>
      datasets.update(actor, request.params.projectid, request.params.datasetid, request.body),
  );
  routes.delete(
    '/v1/projects/:projectid/datasets/:datasetid',
    'write',
    oneDataset,
    async ({ scope }, request) => {
      await datasets.remove(scope, request.params.projectid, request.params.datasetid);
      return null;
    },
  );

  routes.get('/v1/project_datas', 'read', { querystring: projectDataListQuerySchema }, ({ scope }, request) =>
    records.list(scope, request.query),
  );
  routes.postCreated('/v1/project_datas', 'write', { body: projectDataCreateSchema }, (actor, request) =>
    records.create(actor, request.body.datasetid, request.body.values),
  );
  routes.post(
    '/v1/project_datas/batch/delete',
    'write',
    { body: projectDataIdsSchema },
    ({ scope }, request) => records.removeMany(scope, request.body.ids),
  );

  app.get(
    '/v1/project_datas/export',
    {
      config: { iot: { resource: 'projects', action: 'read' } },
      schema: { querystring: projectDataExportQuerySchema },
    },
    async (request, reply) => {
      const file = await files.export(iotActor(request).scope, request.query);
      if (typeof file.body === 'string') return sendCsv(reply, file.name, file.body);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.body);
    },
  );

  // multipart/form-data with one file field (CSV or XLSX); all rows are stored or none.
  routes.postCreated(
    '/v1/project_datas/import',
    'write',
    { querystring: projectDataImportQuerySchema },
    async (actor, request) => {
      const { importFileMaxBytes, importRowsMax } = PROJECT_DATA_LIMITS;
      const table = await receiveImportTable(request, importFileMaxBytes, importRowsMax);
      return files.import(actor, request.query.datasetid, table);
    },
  );

  routes.get('/v1/project_datas/:dataid', 'read', oneRecord, ({ scope }, request) =>
    records.get(scope, request.params.dataid),
  );
  routes.put(
    '/v1/project_datas/:dataid',
    'write',
    { ...oneRecord, body: projectDataUpdateSchema },
    (actor, request) =>
      records.update(actor, request.params.dataid, request.body.values, request.body.version),
  );
  routes.delete('/v1/project_datas/:dataid', 'write', oneRecord, async ({ scope }, request) => {
    await records.remove(scope, request.params.dataid);
    return null;
  });
  routes.put(
    '/v1/project_datas/:dataid/:index',
    'write',
    { params: projectDataElementParamsSchema, body: projectDataElementSchema },
    (actor, request) =>
      records.updateElement(actor, request.params.dataid, request.params.index, request.body),
  );
}
