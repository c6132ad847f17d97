import { deviceScopeQuerySchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor, requireWholeScope } from '../../../platform/auth/iot-actor';
import { sendCsv } from '../../../platform/http/csv';
import { requestTimeZone } from '../../../platform/http/request-time-zone';
import { devicesCsv } from './device-csv';
import { deviceImportService } from './device-import.service';
import { devicesRepository } from './devices.repository';
import { receiveImportTable } from './import-file';

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
      return sendCsv(reply, 'devices.csv', devicesCsv(rows, requestTimeZone(request)));
    },
  );

  // multipart/form-data with one file field; answers the created devices with their secrets, once.
  app.post(
    '/v1/multi_devices',
    { config: { iot: { resource: 'devices', action: 'write' } } },
    async (request) => {
      const { scope } = iotActor(request);
      requireWholeScope(scope);
      const table = await receiveImportTable(request);
      return { data: await imports.import(scope.ownerId, table) };
    },
  );
}
