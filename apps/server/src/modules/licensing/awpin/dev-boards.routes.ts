import {
  THREE_ELEMENTS_LIMIT,
  devBoardDeleteSchema,
  devBoardListQuerySchema,
  devBoardSaveSchema,
  devBoardStatisticsQuerySchema,
  threeElementsQuerySchema,
  threeElementsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { csvTable, sendCsv } from '../../../platform/http/csv';
import { oplogActor } from '../../../platform/oplog/oplog';
import { devBoardStatistics, usesInRange } from './dev-board-statistics';
import { devBoardsRepository } from './dev-boards.repository';
import { devBoardsService } from './dev-boards.service';
import { myBoardUses } from './my-board-uses.repository';

// Users of the platform read the boards and their lists too (licence-portal.md §1); administrators need
// the permission. The use statistics stay with administrators (they span every user).
const read = { audience: 'user', adminPermission: 'devboards:read' } as const;
const statistics = { permission: 'devboards:read' } as const;
const write = { permission: 'devboards:write' } as const;

const CSV_HEADER = ['serial', 'model', 'uid', 'name', 'industry', 'company', 'uses', 'useTimes'] as const;

/**
 * AWPin development boards (licence-portal.md §7 Development boards): the list and its lists (industry,
 * serie, client_data, three_elements), saves and deletes, the desktop client's use reports, and the use
 * statistics. The statistics sit under /develop_board/ because /statistics/* is the IoT console's.
 */
export function devBoardsRoutes(context: AppContext): void {
  const { app, db } = context;
  const boards = devBoardsService(context);

  app.get(
    '/v1/develop_board',
    { config: read, schema: { querystring: devBoardListQuerySchema } },
    async (request) => ({ data: await devBoardsRepository(db).list(request.query) }),
  );

  // Creates a board, or with `id` replaces that board's fields (201 for a new one).
  app.post(
    '/v1/develop_board',
    { config: write, schema: { body: devBoardSaveSchema } },
    async (request, reply) => {
      const { board, created } = await boards.save(oplogActor(request), request.body);
      return reply.status(created ? 201 : 200).send({ data: board });
    },
  );

  app.delete(
    '/v1/develop_board',
    { config: write, schema: { body: devBoardDeleteSchema } },
    async (request) => {
      await boards.remove(oplogActor(request), request.body.ids);
      return { data: null };
    },
  );

  // Identity triples for pickers (the upload screen's board choice).
  app.get(
    '/v1/three_elements',
    { config: read, schema: { querystring: threeElementsQuerySchema } },
    async (request) => ({
      data: await devBoardsRepository(db).triples(request.query.search, THREE_ELEMENTS_LIMIT),
    }),
  );

  app.get('/v1/industry', { config: read }, async () => ({
    data: await devBoardsRepository(db).industries(),
  }));
  app.get('/v1/serie', { config: read }, async () => ({ data: await devBoardsRepository(db).series() }));
  app.get('/v1/client_data', { config: read }, async () => ({
    data: await devBoardsRepository(db).companies(),
  }));

  // The desktop client, signed in as its user, reports that it used the board of this triple.
  app.post(
    '/v1/client_data',
    { config: { audience: 'user' }, schema: { body: threeElementsSchema } },
    async (request) => ({ data: await boards.reportUse(requireUser(request).id, request.body) }),
  );

  // The signed-in user's own toolkit: which boards it reported and how often.
  app.get('/v1/develop_board/my_uses', { config: { audience: 'user' } }, async (request) => ({
    data: await myBoardUses(db, requireUser(request).id),
  }));

  app.get(
    '/v1/develop_board/statistics',
    { config: statistics, schema: { querystring: devBoardStatisticsQuerySchema } },
    async (request) => ({ data: await devBoardStatistics(db, request.query) }),
  );

  app.get(
    '/v1/develop_board/statistics/export',
    { config: statistics, schema: { querystring: devBoardStatisticsQuerySchema } },
    async (request, reply) => {
      const { boards: rows } = await usesInRange(db, request.query);
      const body = csvTable(
        CSV_HEADER,
        rows.map((b) => [b.serial, b.model, b.uid, b.name, b.industry, b.company, b.uses, b.useTimes]),
      );
      return sendCsv(reply, `develop-board-statistics-${request.query.from}-${request.query.to}.csv`, body);
    },
  );
}
