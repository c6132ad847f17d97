import { licenceValidateSchema } from '@fleetkey/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { AppError } from '../../../platform/errors/app-error';
import { offlineLicences } from './offline-licence';
import { licenceSigningKeys } from './signing-keys';

const licenceParams = z.object({ licenceId: z.string().min(1).max(36) });
const keyQuery = z.object({ keyId: z.string().max(64).optional() });

/** Sends a signed text (a licence file or the revocation list) as a download that is never cached. */
const sendSigned = (reply: FastifyReply, fileName: string, text: string) =>
  reply
    .header('Content-Type', 'text/plain; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(text);

/**
 * Offline licence files, their renewal by the device, the revocation list and the public keys that verify
 * them. Keys and the list are public: a device or its maker fetches them without an account. The first
 * key is made when the server starts.
 */
export function offlineLicenceRoutes(context: AppContext): void {
  const { app, config } = context;
  const keys = licenceSigningKeys(config.dataDir);
  const files = offlineLicences(context, keys);
  app.addHook('onReady', () => keys.ensure());

  app.get(
    '/v1/licences/offline/:licenceId',
    { config: { audience: 'user' }, schema: { params: licenceParams } },
    async (request, reply) => {
      const file = await files.issue(
        { userId: requireUser(request).id, ip: request.ip },
        request.params.licenceId,
      );
      return sendSigned(reply, file.fileName, file.text);
    },
  );

  // The device itself, online, renews its file's lease: its licence key is its credential.
  app.post(
    '/v1/licences/offline/renew',
    { config: { audience: 'device', csrf: false }, schema: { body: licenceValidateSchema } },
    async (request, reply) => {
      const file = await files.renew(request.body.licenceKey, request.body.deviceId);
      return sendSigned(reply, file.fileName, file.text);
    },
  );

  app.get('/v1/licences/revocations', { config: { audience: 'public' } }, async (_request, reply) =>
    sendSigned(reply, 'revocations.txt', await files.revocations()),
  );

  // The active key as SPKI PEM (or the named one, for a file signed before a rotation).
  app.get(
    '/v1/licences/public-key',
    { config: { audience: 'public' }, schema: { querystring: keyQuery } },
    async (request, reply) => {
      const all = await keys.list();
      const key = request.query.keyId ? all.find((k) => k.keyId === request.query.keyId) : all[0];
      if (!key) throw AppError.of('NOT_FOUND');
      return reply.header('Content-Type', 'text/plain; charset=utf-8').send(key.publicKeyPem);
    },
  );

  app.get('/v1/licences/public-keys', { config: { audience: 'public' } }, async () => ({
    data: await keys.list(),
  }));
}
