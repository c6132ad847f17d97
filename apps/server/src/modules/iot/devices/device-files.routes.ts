import {
  DEVICE_IMPORT_FILE_MAX_BYTES,
  VALIDATION_MESSAGES as M,
  deviceScopeQuerySchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor, requireWholeScope } from '../../../platform/auth/iot-actor';
import { devicesCsv } from './device-csv';
import { deviceImportService } from './device-import.service';
import { devicesRepository } from './devices.repository';
import { fieldError } from './field-error';
import { readImportTable } from './import-file';

/** /multi_devices: bulk import from a CSV or XLSX upload, and the CSV download of the user's devices. */
export function deviceFilesRoutes(context: AppContext): void {
  const { app, db } = context;
  const imports = deviceImportService(context);

  app.get(
    '/v1/multi_devices/download',
    {
      config: { iot: { resource: 'devices', action: 'read' } },
      schema: { querystring: deviceScopeQuerySchema },
    },
    async (request, reply) => {
      const rows = await devicesRepository(db).all(iotActor(request).scope, request.query.devtype);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="devices.csv"')
        .send(devicesCsv(rows));
    },
  );

  // multipart/form-data with one file field; answers the created devices with their secrets, once.
  app.post(
    '/v1/multi_devices',
    { config: { iot: { resource: 'devices', action: 'write' } } },
    async (request) => {
      const { scope } = iotActor(request);
      requireWholeScope(scope);
      if (!request.isMultipart()) throw fieldError('body', 'file', M.importFileInvalid);
      const file = await request.file({ limits: { fileSize: DEVICE_IMPORT_FILE_MAX_BYTES, files: 1 } });
      if (!file) throw fieldError('body', 'file', M.required);
      const bytes = await file.toBuffer().catch((error: unknown) => {
        // @fastify/multipart throws once the stream passes the limit.
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw fieldError('body', 'file', M.tooLong);
        throw error;
      });
      const table = await readImportTable(file.filename, bytes);
      return { data: await imports.import(scope.ownerId, table) };
    },
  );
}
