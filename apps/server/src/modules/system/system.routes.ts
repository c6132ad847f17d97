import { APP_VERSION, type HealthStatus } from '@fleetkey/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/errors/app-error';
import { clientInfo } from '../sys-admin/client-info';

/** GET /v1/health and GET /config.json. */
export function systemRoutes({ app, db, config }: AppContext): void {
  app.get('/v1/health', async (request): Promise<{ data: HealthStatus }> => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw AppError.of('DATABASE_UNAVAILABLE');
    }
    return { data: { status: 'ok', database: 'ok', version: APP_VERSION } };
  });

  app.get('/config.json', async (request, reply) => {
    const { client } = await clientInfo(db, config.dataDir, (reason) =>
      request.log.warn(`ignoring ${config.dataDir}/config.json: ${reason}`),
    );
    return reply.header('Cache-Control', 'no-cache').send(client);
  });
}
