import { APP_VERSION, appVersionParamsSchema, type HealthStatus } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { databasePing } from '../../../db/engine';
import { AppError } from '../../../platform/errors/app-error';
import { clientInfo } from '../sys-admin/client-info';
import { readAppVersion } from './app-version';

/** The database check of /v1/health gives up after this long: a hung connection is a database down. */
const DATABASE_CHECK_MS = 2_000;

/** GET /v1/health, GET /config.json and the apps' version files. */
export function systemRoutes({ app, db, bus, config }: AppContext): void {
  const ping = databasePing(db, DATABASE_CHECK_MS);
  const databaseAnswers = async (): Promise<boolean> => {
    try {
      await ping();
      return true;
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database unavailable');
      return false;
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

  // A static file in the spec (from the docs host), so answered bare like /config.json, not in `data`.
  app.get(
    '/v1/app/:projectName/version.json',
    { config: { audience: 'public' }, schema: { params: appVersionParamsSchema } },
    async (request, reply) => {
      const { projectName } = request.params;
      const version = await readAppVersion(config.dataDir, projectName, (reason) =>
        request.log.warn(`ignoring ${config.dataDir}/apps/${projectName}/version.json: ${reason}`),
      );
      if (!version) throw AppError.of('NOT_FOUND');
      return reply.header('Cache-Control', 'no-cache').send(version);
    },
  );
}
