import { APP_VERSION, type HealthStatus } from '@fleetkey/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/errors/app-error';
import { clientInfo } from '../sys-admin/client-info';

/** The database check of /v1/health gives up after this long: a hung connection is a database down. */
const DATABASE_CHECK_MS = 2_000;

/** GET /v1/health and GET /config.json. */
export function systemRoutes({ app, db, bus, config }: AppContext): void {
  const databaseAnswers = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${DATABASE_CHECK_MS} ms`)), DATABASE_CHECK_MS);
    });
    try {
      await Promise.race([sql`select 1`.execute(db), gaveUp]);
      return true;
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database unavailable');
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  app.get('/v1/health', { config: { audience: 'public' } }, async (): Promise<{ data: HealthStatus }> => {
    const database = (await databaseAnswers()) ? 'ok' : 'down';
    const link = bus.link();
    const health: HealthStatus = {
      status: database === 'ok' && link.up ? 'ok' : 'unavailable',
      database,
      broker: link.up ? 'ok' : 'down',
      ...(link.up ? {} : { brokerDownSince: link.since }),
      ...(bus.mode === 'embedded' ? { mqttPort: bus.port } : {}),
      version: APP_VERSION,
    };
    if (database === 'down') throw AppError.of('DATABASE_UNAVAILABLE', health);
    if (!link.up) throw AppError.of('BROKER_UNAVAILABLE', health);
    return { data: health };
  });

  app.get('/config.json', { config: { audience: 'public' } }, async (request, reply) => {
    const { client } = await clientInfo(db, config.dataDir, (reason) =>
      request.log.warn(`ignoring ${config.dataDir}/config.json: ${reason}`),
    );
    return reply.header('Cache-Control', 'no-cache').send(client);
  });
}
