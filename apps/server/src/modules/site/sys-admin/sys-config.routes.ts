import { sysConfigUpdateSchema, type SysConfigView } from '@fleetkey/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { oplogActor, withOplog } from '../../../platform/oplog/oplog';
import { oplogText } from '../oplogs/oplog-texts';
import { CLIENT_INFO_KEY, clientInfo } from './client-info';
import { SITE_LINKS_KEY, siteLinks } from './site-links';
import { sysSettingsRepository } from './sys-settings.repository';

/**
 * /sys/config: the system configuration (licence-portal.md §2 SystemConfig), including /config.json and
 * the consoles' links; GET /site/links answers the links to anyone, for the sign-in pages and the shells.
 */
export function sysConfigRoutes({ app, db, clock, config }: AppContext): void {
  const current = async (request: FastifyRequest): Promise<SysConfigView> => {
    const { client, stored } = await clientInfo(db, config.dataDir, (reason) =>
      request.log.warn(`ignoring ${config.dataDir}/config.json: ${reason}`),
    );
    const links = await siteLinks(db);
    // The later of the two settings' changes is the configuration's last change.
    const last = [stored, links.stored]
      .filter((s) => s !== undefined)
      .sort((a, b) => b.updatedAt - a.updatedAt)[0];
    return {
      client,
      links: links.links,
      updatedAt: last?.updatedAt ?? null,
      updatedBy: last?.updatedBy ?? null,
    };
  };

  app.get('/v1/site/links', { config: { audience: 'public' } }, async (_request, reply) => {
    // Short-lived: an administrator's change shows within a minute without a reload storm.
    reply.header('Cache-Control', 'public, max-age=60');
    return { data: (await siteLinks(db)).links };
  });

  app.get('/v1/sys/config', { config: { permission: 'config:read' } }, async (request) => ({
    data: await current(request),
  }));

  app.put(
    '/v1/sys/config',
    { config: { permission: 'config:write' }, schema: { body: sysConfigUpdateSchema } },
    async (request) => {
      const actor = oplogActor(request);
      const { client, links } = await current(request);
      const clientChanges = request.body.client ?? {};
      const linkChanges = request.body.links ?? {};
      const changed = [
        ...Object.keys(clientChanges).map((field) => `client.${field}`),
        ...Object.keys(linkChanges).map((field) => `links.${field}`),
      ];
      const text = oplogText('updatedSysConfig', { fields: changed.join(', ') });
      const by = { updatedAt: clock.now(), updatedBy: actor.adminName };
      await withOplog(db, clock, actor, text, async (trx) => {
        const settings = sysSettingsRepository(trx);
        if (Object.keys(clientChanges).length > 0 || changed.length === 0) {
          await settings.put(CLIENT_INFO_KEY, {
            value: JSON.stringify({ ...client, ...clientChanges }),
            ...by,
          });
        }
        if (Object.keys(linkChanges).length > 0) {
          await settings.put(SITE_LINKS_KEY, { value: JSON.stringify({ ...links, ...linkChanges }), ...by });
        }
      });
      return { data: await current(request) };
    },
  );
}
