import {
  AVATAR_MAX_BYTES,
  SESSION_COOKIE,
  deleteAccountBodySchema,
  profileCodeQuerySchema,
  profileUpdateSchema,
} from '@fleetkey/contract';
import type { FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { cookieOptions, requireUser } from '../../../platform/auth/auth.plugin';
import { AppError } from '../../../platform/errors/app-error';
import { blobStore } from '../../../platform/files/blob-store';
import { avatarContentType, checkAvatar } from './avatar';
import { profileService } from './profile.service';
import { usersRepository } from './users.repository';

const keyParams = z.object({ key: z.string().min(1).max(64) });
const AVATARS = 'avatars';

/** The user's own profile at /users/{id} or /users/{username}, and the avatar. */
export function profileRoutes(context: AppContext): void {
  const { app, db, config } = context;
  const profiles = profileService(context);
  const blobs = blobStore(config.dataDir);

  // Both specs address the user by id (licence portal) or user name (IoT console); either must be oneself.
  const self = (request: FastifyRequest, key: string): string => {
    const user = requireUser(request);
    if (key !== user.id && key !== user.username) throw AppError.of('FORBIDDEN');
    return user.id;
  };

  // The user lookup behind automatic sign-in (ujwt, remembered session): who is signed in here.
  app.get('/v1/users', { config: { audience: 'account' } }, async (request) => ({
    data: await profiles.get(requireUser(request).id),
  }));

  app.delete(
    '/v1/users/:key',
    { config: { audience: 'user' }, schema: { params: keyParams, body: deleteAccountBodySchema } },
    async (request, reply) => {
      await profiles.close(self(request, request.params.key), request.body.password);
      request.log.info({ event: 'account-closed', userId: request.user?.id }, 'account closed by its owner');
      reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
      return { data: null };
    },
  );

  app.get(
    '/v1/users/:key',
    { config: { audience: 'account' }, schema: { params: keyParams } },
    async (request) => ({
      data: await profiles.get(self(request, request.params.key)),
    }),
  );

  app.put(
    '/v1/users/:key',
    {
      config: { audience: 'account' },
      schema: { params: keyParams, querystring: profileCodeQuerySchema, body: profileUpdateSchema },
    },
    async (request) => ({
      data: await profiles.update(self(request, request.params.key), request.body, request.query.code),
    }),
  );

  app.post(
    '/v1/users/:key/avatar',
    { config: { audience: 'account' }, schema: { params: keyParams } },
    async (request) => {
      const userId = self(request, request.params.key);
      const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!file) throw AppError.of('AVATAR_FORMAT');
      const bytes = await file.toBuffer().catch((error: unknown) => {
        // @fastify/multipart throws once the stream passes the limit.
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw AppError.of('AVATAR_TOO_LARGE');
        throw error;
      });
      const type = checkAvatar(file.filename, bytes, file.file.truncated);
      const name = await blobs.put(AVATARS, type, bytes);
      await usersRepository(db).update(userId, {
        avatar: `${AVATARS}/${name}`,
        updatedAt: context.clock.now(),
      });
      return { data: { avatar: `${AVATARS}/${name}` } };
    },
  );

  // Avatars are public by an unguessable name; nosniff keeps a browser from reading one as anything else.
  app.get(
    '/v1/avatars/:name',
    { config: { audience: 'public' }, schema: { params: z.object({ name: z.string().max(64) }) } },
    async (request, reply) => {
      const file = blobs.path(AVATARS, request.params.name);
      const contentType = avatarContentType(request.params.name);
      if (!file || !contentType || !(await stat(file).catch(() => undefined))) throw AppError.of('NOT_FOUND');
      return reply
        .header('Content-Type', contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    },
  );
}
