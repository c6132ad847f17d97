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
import { receiveImportTable } from '../devices/import-file';
import { datasetsService } from './datasets.service';
import { recordFilesService } from './record-files.service';
import { recordsService } from './records.service';
import { ValidatorCache } from './validator-cache';

const read = { iot: { resource: 'projects', action: 'read' } } as const;
const write = { iot: { resource: 'projects', action: 'write' } } as const;

/** A project's data sets and their records (iot-console.md §7 "project data"; contract project-data-calls.ts). */
export function projectDataRoutes(context: AppContext): void {
  const { app } = context;
  const validators = new ValidatorCache();
  const datasets = datasetsService(context, validators);
  const records = recordsService(context, validators);
  const files = recordFilesService(context, records);

  app.get(
    '/v1/projects/:projectid/datasets',
    { config: read, schema: { params: projectParamsSchema } },
    async (request) => ({ data: await datasets.list(iotActor(request).scope, request.params.projectid) }),
  );

  app.post(
    '/v1/projects/:projectid/datasets',
    { config: write, schema: { params: projectParamsSchema, body: datasetBodySchema } },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await datasets.create(iotActor(request), request.params.projectid, request.body) }),
  );

  app.get(
    '/v1/projects/:projectid/datasets/:datasetid',
    { config: read, schema: { params: datasetParamsSchema } },
    async (request) => {
      const { projectid, datasetid } = request.params;
      return { data: await datasets.get(iotActor(request).scope, projectid, datasetid) };
    },
  );

  app.put(
    '/v1/projects/:projectid/datasets/:datasetid',
    { config: write, schema: { params: datasetParamsSchema, body: datasetBodySchema } },
    async (request) => {
      const { projectid, datasetid } = request.params;
      return { data: await datasets.update(iotActor(request), projectid, datasetid, request.body) };
    },
  );

  app.delete(
    '/v1/projects/:projectid/datasets/:datasetid',
    { config: write, schema: { params: datasetParamsSchema } },
    async (request) => {
      const { projectid, datasetid } = request.params;
      await datasets.remove(iotActor(request).scope, projectid, datasetid);
      return { data: null };
    },
  );

  app.get(
    '/v1/project_datas',
    { config: read, schema: { querystring: projectDataListQuerySchema } },
    async (request) => ({ data: await records.list(iotActor(request).scope, request.query) }),
  );

  app.post(
    '/v1/project_datas',
    { config: write, schema: { body: projectDataCreateSchema } },
    async (request, reply) =>
      reply.code(201).send({
        data: await records.create(iotActor(request), request.body.datasetid, request.body.values),
      }),
  );

  app.post(
    '/v1/project_datas/batch/delete',
    { config: write, schema: { body: projectDataIdsSchema } },
    async (request) => ({ data: await records.removeMany(iotActor(request).scope, request.body.ids) }),
  );

  app.get(
    '/v1/project_datas/export',
    { config: read, schema: { querystring: projectDataExportQuerySchema } },
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
  app.post(
    '/v1/project_datas/import',
    { config: write, schema: { querystring: projectDataImportQuerySchema } },
    async (request, reply) => {
      const { importFileMaxBytes, importRowsMax } = PROJECT_DATA_LIMITS;
      const table = await receiveImportTable(request, importFileMaxBytes, importRowsMax);
      return reply
        .code(201)
        .send({ data: await files.import(iotActor(request), request.query.datasetid, table) });
    },
  );

  app.get(
    '/v1/project_datas/:dataid',
    { config: read, schema: { params: projectDataParamsSchema } },
    async (request) => ({ data: await records.get(iotActor(request).scope, request.params.dataid) }),
  );

  app.put(
    '/v1/project_datas/:dataid',
    { config: write, schema: { params: projectDataParamsSchema, body: projectDataUpdateSchema } },
    async (request) => ({
      data: await records.update(
        iotActor(request),
        request.params.dataid,
        request.body.values,
        request.body.version,
      ),
    }),
  );

  app.delete(
    '/v1/project_datas/:dataid',
    { config: write, schema: { params: projectDataParamsSchema } },
    async (request) => {
      await records.remove(iotActor(request).scope, request.params.dataid);
      return { data: null };
    },
  );

  app.put(
    '/v1/project_datas/:dataid/:index',
    { config: write, schema: { params: projectDataElementParamsSchema, body: projectDataElementSchema } },
    async (request) => ({
      data: await records.updateElement(
        iotActor(request),
        request.params.dataid,
        request.params.index,
        request.body,
      ),
    }),
  );
}
