import { sysConfigUpdateSchema, type SysConfigView } from '@fleetkey/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { oplogActor, withOplog } from '../../platform/oplog/oplog';
import { oplogText } from '../oplogs/oplog-texts';
import { CLIENT_INFO_KEY, clientInfo } from './client-info';
import { sysSettingsRepository } from './sys-settings.repository';

/** /sys/config: the system configuration (licence-portal.md §2 SystemConfig), including /config.json. */
export function sysConfigRoutes({ app, db, clock, config }: AppContext): void {
  const current = async (request: FastifyRequest): Promise<SysConfigView> => {
    const { client, stored } = await clientInfo(db, config.dataDir, (reason) =>
      request.log.warn(`ignoring ${config.dataDir}/config.json: ${reason}`),
    );
    return { client, updatedAt: stored?.updatedAt ?? null, updatedBy: stored?.updatedBy ?? null };
  };

  app.get('/v1/sys/config', { config: { permission: 'config:read' } }, async (request) => ({
    data: await current(request),
  }));

  app.put(
    '/v1/sys/config',
    { config: { permission: 'config:write' }, schema: { body: sysConfigUpdateSchema } },
    async (request) => {
      const actor = oplogActor(request);
      const { client } = await current(request);
      const next = { ...client, ...request.body.client };
      const changed = Object.keys(request.body.client).map((field) => `client.${field}`);
      const text = oplogText('updatedSysConfig', { fields: changed.join(', ') });
      await withOplog(db, clock, actor, text, (trx) =>
        sysSettingsRepository(trx).put(CLIENT_INFO_KEY, {
          value: JSON.stringify(next),
          updatedAt: clock.now(),
          updatedBy: actor.adminName,
        }),
      );
      return { data: await current(request) };
    },
  );
}
