import {
  SESSION_COOKIE,
  SESSION_IDLE_HEADER,
  SESSION_TOUCH_INTERVAL_MS,
  type SessionUser,
} from '@fleetkey/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Config } from '../../config';
import type { Db } from '../../db/kysely';
import type { Clock } from '../clock';
import { AppError } from '../errors/app-error';
import { isApiPath } from '../http/api-path';
import { hashSessionToken, newSessionToken } from './session-token';
import { sessionsRepository, type ActiveSession, type Principal } from './sessions.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in identity for display and role checks, or null; set from the session cookie. */
    user: SessionUser | null;
    /** Whose session it is (user or administrator), or null. */
    principal: Principal | null;
    sessionTokenHash: string | null;
    mustChangePassword: boolean;
    /** For a sub-user, its main account's id; null for main accounts, administrators and nobody. */
    subUserOf: string | null;
  }
}

/** Reads the session cookie on every request and sets `request.user`; expired sessions are deleted. */
export function registerAuth(app: FastifyInstance, db: Db, config: Config, clock: Clock): void {
  const sessions = sessionsRepository(db);
  const idleMs = config.session.idleMinutes * 60_000;
  app.decorateRequest('user', null);
  app.decorateRequest('principal', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('mustChangePassword', false);
  app.decorateRequest('subUserOf', null);
  app.decorateRequest('iotActor', null);

  // Requests without a session cookie (devices, probes, 404s) pass without a promise, and so do the consoles'
  // files and pages: only the API (`/v1/`) reads the session, and each file looked it up in the database.
  const idleSeconds = String(config.session.idleMinutes * 60);
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !isApiPath(request.url)) return done();
    readSession(sessions, idleMs, clock, token).then((session) => {
      if (session) {
        // The consoles time their idle warning from the answers that carry this (the request was activity).
        reply.header(SESSION_IDLE_HEADER, idleSeconds);
        request.user = session.user;
        request.principal = session.principal;
        request.sessionTokenHash = session.tokenHash;
        request.mustChangePassword = session.mustChangePassword;
        request.subUserOf = session.subUserOf;
      }
      done();
    }, done);
  });
}

/**
 * The live session a token (the session cookie's value) stands for, or null; an expired one is deleted.
 * Requests and the real-time socket's login both sign in through this.
 */
export async function readSession(
  sessions: ReturnType<typeof sessionsRepository>,
  idleMs: number,
  clock: Clock,
  token: string,
): Promise<ActiveSession | null> {
  const tokenHash = hashSessionToken(token);
  const session = await sessions.find(tokenHash);
  if (!session) return null;
  const now = clock.now();
  if (session.expiresAt <= now || session.lastSeenAt + idleMs <= now) {
    await sessions.delete(tokenHash);
    return null;
  }
  if (now - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) await sessions.touch(tokenHash, now);
  return session;
}

/**
 * The signed-in user of the platform, or 401 (nobody signed in) / 403 (an administrator: their session is
 * valid, so the console must not treat the refusal as a lapsed sign-in).
 */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user || !request.principal) throw AppError.of('UNAUTHORIZED');
  if (request.principal.kind !== 'user') throw AppError.of('FORBIDDEN');
  return request.user;
}

/**
 * The signed-in administrator, or 401 (nobody signed in) / 403 (a user of the platform, or an administrator
 * who has not yet replaced the initial password — changing it is the one thing left to them).
 */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const admin = requireAdminSession(request);
  if (request.mustChangePassword) throw AppError.of('PASSWORD_CHANGE_REQUIRED');
  return admin;
}

/** The signed-in administrator, on the initial password too (their own page), or 401 / 403. */
export function requireAdminSession(request: FastifyRequest): SessionUser {
  if (!request.user || !request.principal) throw AppError.of('UNAUTHORIZED');
  if (request.principal.kind !== 'admin') throw AppError.of('FORBIDDEN');
  return request.user;
}

/**
 * Creates a session for the principal and sets its httpOnly, SameSite cookie: persistent for
 * SESSION_MAX_DAYS when the user asked to be remembered, else a browser-session cookie.
 */
export async function startSession(
  { db, config, clock }: Pick<AppContext, 'db' | 'config' | 'clock'>,
  request: FastifyRequest,
  reply: FastifyReply,
  principal: Principal,
  persistent = false,
): Promise<void> {
  const token = newSessionToken();
  const now = clock.now();
  const maxAgeMs = config.session.maxDays * 86_400_000;
  await sessionsRepository(db).insert({
    tokenHash: hashSessionToken(token),
    userId: principal.kind === 'user' ? principal.id : null,
    adminId: principal.kind === 'admin' ? principal.id : null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + maxAgeMs,
    ip: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
  });
  // Rotation: a session token the browser held before this sign-in is not reused.
  if (request.sessionTokenHash) await sessionsRepository(db).delete(request.sessionTokenHash);
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, persistent ? maxAgeMs / 1000 : undefined));
}

/** Revokes the request's session on the server and clears its cookie. */
export async function endSession(db: Db, config: Config, request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionTokenHash) await sessionsRepository(db).delete(request.sessionTokenHash);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

/** Options of every auth cookie: httpOnly, SameSite=Lax, Secure behind https. */
export function cookieOptions(config: Config, maxAgeSeconds?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl?.startsWith('https:') ?? false,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}
