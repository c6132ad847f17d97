import {
  batchDeleteSchema,
  boardDownloadQuerySchema,
  boardFieldsSchema,
  boardListQuerySchema,
  boardNodeListQuerySchema,
  BOARDS_NEW_COUNT,
  boardUpdateSchema,
  type BoardView,
  readBoardFile,
  recordIdParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { dataRoutes } from '../../../platform/http/data-routes';
import { oplogActor } from '../../../platform/oplog/oplog';
import { receiveJsonFile, rowsOrThrow } from '../nodes/json-upload';
import { attachment } from '../../../platform/files/file-names';
import { boardsRepository } from './boards.repository';
import { boardsService } from './boards.service';

const read = { permission: 'boards:read' } as const;
const write = { permission: 'boards:write' } as const;
const oneBoard = { params: recordIdParamsSchema };

// A board as a board file carries it: related nodes by name, so the file imports on another server too.
const fileEntry = ({ id: _id, createdAt: _c, updatedAt: _u, nodes, ...board }: BoardView) => ({
  ...board,
  nodes: nodes.map((node) => node.name),
});

/** Target boards (licence-portal.md §7 Nodes and boards): list, board files in and out, edit, nodes. */
export function boardsRoutes(context: AppContext): void {
  const { app, db } = context;
  const routes = dataRoutes(app);
  const boards = boardsService(context);

  app.get('/v1/boards', { config: read, schema: { querystring: boardListQuerySchema } }, async (request) => ({
    data: await boardsRepository(db).list(request.query),
  }));

  app.get('/v1/boards_new', { config: read }, async () => ({
    data: await boardsRepository(db).newest(BOARDS_NEW_COUNT),
  }));

  app.get(
    '/v1/boards_download',
    { config: read, schema: { querystring: boardDownloadQuerySchema } },
    async (request, reply) => {
      const all = await boardsRepository(db).all(request.query.ids);
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', attachment('boards.json'))
        .send(JSON.stringify({ boards: all.map(fileEntry) }, null, 2));
    },
  );

  // multipart/form-data with one JSON board file; every failure is listed and nothing is imported.
  app.post('/v1/boards_upload', { config: write }, async (request) => {
    const actor = oplogActor(request);
    const file = await receiveJsonFile(request);
    const rows = rowsOrThrow(readBoardFile(file.text));
    return { data: await boards.import(actor, file.fileName, rows) };
  });

  routes.postCreated('/v1/boards', write, { body: boardFieldsSchema }, (request) =>
    boards.create(oplogActor(request), request.body),
  );
  routes.get('/v1/boards/:id', read, oneBoard, (request) => boards.found(request.params.id));
  routes.put('/v1/boards/:id', write, { ...oneBoard, body: boardUpdateSchema }, (request) =>
    boards.update(oplogActor(request), request.params.id, request.body),
  );
  routes.delete('/v1/boards/:id', write, oneBoard, async (request) => {
    await boards.remove(oplogActor(request), [request.params.id]);
    return null;
  });
  routes.delete('/v1/boards_batch_del', write, { body: batchDeleteSchema }, async (request) => {
    await boards.remove(oplogActor(request), request.body.ids);
    return null;
  });
  // A board's related nodes.
  routes.get(
    '/v1/boards_node/:id',
    read,
    oneBoard,
    async (request) => (await boards.found(request.params.id)).nodes,
  );
  // Board–node links, by board or by node (which boards run a node).
  routes.get('/v1/board_nodes', read, { querystring: boardNodeListQuerySchema }, (request) =>
    boardsRepository(db).links(request.query),
  );
}
