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
import { dataRoutes } from '../../../platform/http/data-routes';
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
const oneNode = { params: recordIdParamsSchema };

/** AWFlow nodes (licence-portal.md §7 Nodes and boards): list, node files in and out, edit, demo file. */
export function nodesRoutes(context: AppContext): void {
  const { app, db, config } = context;
  const routes = dataRoutes(app);
  const nodes = nodesService(context);
  const grants = licenceGrants(context);

  routes.get('/v1/nodes', read, { querystring: nodeListQuerySchema }, (request) => nodes.list(request.query));

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
  routes.postCreated('/v1/nodes', write, { body: nodeFieldsSchema }, (request) =>
    nodes.create(oplogActor(request), request.body),
  );
  routes.get('/v1/nodes/:id', read, oneNode, (request) => nodes.found(request.params.id));
  routes.put('/v1/nodes/:id', write, { ...oneNode, body: nodeUpdateSchema }, (request) =>
    nodes.update(oplogActor(request), request.params.id, request.body),
  );
  routes.delete('/v1/nodes/:id', write, oneNode, async (request) => {
    await nodes.remove(oplogActor(request), [request.params.id]);
    return null;
  });

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

  routes.delete('/v1/nodes_batch_del', write, { body: batchDeleteSchema }, async (request) => {
    await nodes.remove(oplogActor(request), request.body.ids);
    return null;
  });
}
