import { SESSION_COOKIE, type SessionUser } from '@fleetkey/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/kysely';
import { AppError } from '../errors/app-error';
import { hashSessionToken, newSessionToken } from './session-token';
import { sessionsRepository } from './sessions.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; set from the session cookie before any handler runs. */
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
}

// Writing last_seen_at on every request would make reads into writes; once a minute is enough for idle expiry.
const TOUCH_INTERVAL_MS = 60_000;

/** Reads the session cookie on every request and sets `request.user`; expired sessions are deleted. */
export function registerAuth(app: FastifyInstance, db: Db, config: Config): void {
  const sessions = sessionsRepository(db);
  const idleMs = config.session.idleMinutes * 60_000;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const tokenHash = hashSessionToken(token);
    const session = await sessions.find(tokenHash);
    if (!session) return;
    const now = Date.now();
    if (session.expiresAt <= now || session.lastSeenAt + idleMs <= now) {
      await sessions.delete(tokenHash);
      return;
    }
    if (now - session.lastSeenAt >= TOUCH_INTERVAL_MS) await sessions.touch(tokenHash, now);
    request.user = session.user;
    request.sessionTokenHash = tokenHash;
  });
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw AppError.of('UNAUTHORIZED');
  return request.user;
}

/** Creates a session for the user and sets its httpOnly, SameSite cookie. */
export async function startSession(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const token = newSessionToken();
  const now = Date.now();
  const maxAgeMs = config.session.maxDays * 86_400_000;
  await sessionsRepository(db).insert({
    tokenHash: hashSessionToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + maxAgeMs,
    ip: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
  });
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, maxAgeMs / 1000));
}

/** Revokes the request's session on the server and clears its cookie. */
export async function endSession(db: Db, config: Config, request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionTokenHash) await sessionsRepository(db).delete(request.sessionTokenHash);
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
}

function sessionCookieOptions(config: Config, maxAge?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl?.startsWith('https:') ?? false,
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}
