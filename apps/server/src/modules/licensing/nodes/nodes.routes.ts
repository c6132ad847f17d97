import {
  batchDeleteSchema,
  nodeDownloadQuerySchema,
  nodeFieldsSchema,
  nodeFileEntry,
  nodeListQuerySchema,
  nodeUpdateSchema,
  readNodeFile,
  recordIdParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { AppError } from '../../../platform/errors/app-error';
import { blobStore } from '../../../platform/files/blob-store';
import { oplogActor } from '../../../platform/oplog/oplog';
import { attachment } from '../../../platform/files/file-names';
import { sendStoredFile } from '../../../platform/files/stored-file-download';
import { receiveJsonFile, rowsOrThrow } from './json-upload';
import { licenceGrants } from '../licences/licence-grants';
import { uploadNodeDemo } from './node-demo';
import { mustHoldNode } from './node-holder';
import { nodesRepository } from './nodes.repository';
import { NODE_DEMOS, nodesService } from './nodes.service';

const read = { permission: 'nodes:read' } as const;
const write = { permission: 'nodes:write' } as const;

/** AWFlow nodes (licence-portal.md §7 Nodes and boards): list, node files in and out, edit, demo file. */
export function nodesRoutes(context: AppContext): void {
  const { app, db, config } = context;
  const nodes = nodesService(context);
  const grants = licenceGrants(context);

  app.get('/v1/nodes', { config: read, schema: { querystring: nodeListQuerySchema } }, async (request) => ({
    data: await nodes.list(request.query),
  }));

  // A node file that POST /nodes_upload takes back as it is.
  app.get(
    '/v1/nodes_download',
    { config: read, schema: { querystring: nodeDownloadQuerySchema } },
    async (request, reply) => {
      const all = await nodesRepository(db).all(request.query.ids);
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', attachment('nodes.json'))
        .send(JSON.stringify({ nodes: all.map(nodeFileEntry) }, null, 2));
    },
  );

  // multipart/form-data with one JSON node file; every failure is listed and nothing is imported.
  app.post('/v1/nodes_upload', { config: write }, async (request) => {
    const actor = oplogActor(request);
    const file = await receiveJsonFile(request);
    const rows = rowsOrThrow(readNodeFile(file.text));
    return { data: await nodes.import(actor, file.fileName, rows) };
  });

  // One node typed in the node screen's dialog (the spec's calls name only files; the screen needs this).
  app.post('/v1/nodes', { config: write, schema: { body: nodeFieldsSchema } }, async (request, reply) =>
    reply.status(201).send({ data: await nodes.create(oplogActor(request), request.body) }),
  );

  app.get('/v1/nodes/:id', { config: read, schema: { params: recordIdParamsSchema } }, async (request) => ({
    data: await nodes.found(request.params.id),
  }));

  app.put(
    '/v1/nodes/:id',
    { config: write, schema: { params: recordIdParamsSchema, body: nodeUpdateSchema } },
    async (request) => ({
      data: await nodes.update(oplogActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/v1/nodes/:id',
    { config: write, schema: { params: recordIdParamsSchema } },
    async (request) => {
      await nodes.remove(oplogActor(request), [request.params.id]);
      return { data: null };
    },
  );

  // multipart/form-data with the node's demo file (licence-portal.md §7 "POST (file) /nodes/{id}").
  app.post(
    '/v1/nodes/:id',
    { config: write, schema: { params: recordIdParamsSchema } },
    async (request, reply) => ({
      data: await uploadNodeDemo(context, request, reply, request.params.id),
    }),
  );

  app.get(
    '/v1/nodes/:id/demo',
    {
      compress: false,
      config: { audience: 'user', adminPermission: 'nodes:read' },
      schema: { params: recordIdParamsSchema },
    },
    async (request, reply) => {
      // A user downloads the demo of a node their licences grant; administrators need nodes:read.
      if (!request.adminAccess) await mustHoldNode(grants, requireUser(request).id, request.params.id);
      const demo = await nodesRepository(db).demoOf(request.params.id);
      if (!demo) throw AppError.of('NOT_FOUND');
      return sendStoredFile(reply, blobStore(config.dataDir).path(NODE_DEMOS, demo.blobName), demo.fileName);
    },
  );

  app.delete(
    '/v1/nodes_batch_del',
    { config: write, schema: { body: batchDeleteSchema } },
    async (request) => {
      await nodes.remove(oplogActor(request), request.body.ids);
      return { data: null };
    },
  );
}
