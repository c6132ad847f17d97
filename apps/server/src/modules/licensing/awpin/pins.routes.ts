import {
  pinDownloadQuerySchema,
  pinMapSaveSchema,
  pinModelQuerySchema,
  readPinFile,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { oplogActor } from '../../../platform/oplog/oplog';
import { receiveJsonFile, rowsOrThrow } from '../nodes/json-upload';
import { attachment } from '../../../platform/files/file-names';
import { pinsRepository } from './pins.repository';
import { pinsService } from './pins.service';

// Users of the platform read pin maps too (licence-portal.md §1); administrators need the permission.
const read = { audience: 'user', adminPermission: 'pinmaps:read' } as const;
const write = { permission: 'pinmaps:write' } as const;

/** Pin maps of board models (licence-portal.md §2 PinManage): read, saved whole, imported and exported. */
export function pinsRoutes(context: AppContext): void {
  const { app, db } = context;
  const pins = pinsService(context);

  app.get('/v1/pins/models', { config: read }, async () => ({ data: await pinsRepository(db).models() }));

  app.get('/v1/pins', { config: read, schema: { querystring: pinModelQuerySchema } }, async (request) => ({
    data: await pinsRepository(db).map(request.query.model),
  }));

  app.put('/v1/pins', { config: write, schema: { body: pinMapSaveSchema } }, async (request) => ({
    data: await pins.save(oplogActor(request), request.body),
  }));

  app.delete('/v1/pins', { config: write, schema: { querystring: pinModelQuerySchema } }, async (request) => {
    await pins.remove(oplogActor(request), request.query.model);
    return { data: null };
  });

  // multipart/form-data with one JSON pin file; every failure is listed and nothing is imported.
  app.post('/v1/pins_upload', { config: write }, async (request) => {
    const actor = oplogActor(request);
    const file = await receiveJsonFile(request);
    return { data: await pins.import(actor, file.fileName, rowsOrThrow(readPinFile(file.text))) };
  });

  // A pin file POST /pins_upload takes back as it is: one model's map, or every model's.
  app.get(
    '/v1/pins_download',
    { config: read, schema: { querystring: pinDownloadQuerySchema } },
    async (request, reply) => {
      const repository = pinsRepository(db);
      const models = request.query.model
        ? [request.query.model]
        : (await repository.models()).map((entry) => entry.model);
      const rows = [];
      for (const model of models) {
        const map = await repository.map(model);
        rows.push(...map.pins.map((pin) => ({ model: map.model, ...pin })));
      }
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', attachment('pins.json'))
        .send(JSON.stringify({ pins: rows }, null, 2));
    },
  );
}
