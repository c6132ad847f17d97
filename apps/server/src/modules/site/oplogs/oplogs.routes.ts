import { OPLOG_EXPORT_MAX, oplogExportQuerySchema, oplogListQuerySchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { csvTable, sendCsv } from '../../../platform/http/csv';
import { oplogsRepository } from './oplogs.repository';

const CSV_HEADER = ['admin', 'content', 'ip', 'time'] as const;

/** GET /sys/oplogs: the operation log (licence-portal.md §3 Log, §7), and its CSV export. */
export function oplogsRoutes({ app, db }: AppContext): void {
  app.get(
    '/v1/sys/oplogs',
    { config: { permission: 'oplogs:read' }, schema: { querystring: oplogListQuerySchema } },
    async (request) => ({ data: await oplogsRepository(db).list(request.query) }),
  );

  // The same filters as the list: the file is what the screen shows, all pages of it. Its content column
  // is the stored English text: the download names no reader's language.
  app.get(
    '/v1/sys/oplogs/export',
    { config: { permission: 'oplogs:read' }, schema: { querystring: oplogExportQuerySchema } },
    async (request, reply) => {
      const entries = await oplogsRepository(db).all(request.query, OPLOG_EXPORT_MAX);
      const rows = entries.map((e) => [e.adminName, e.content, e.ip, new Date(e.createdAt).toISOString()]);
      return sendCsv(reply, 'oplogs.csv', csvTable(CSV_HEADER, rows));
    },
  );
}
