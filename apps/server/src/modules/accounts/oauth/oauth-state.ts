import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { keyedHash, sameHash } from '../../../platform/secret';

/** Cookie that carries one sign-in attempt from /connect to the provider's callback. */
export const OAUTH_STATE_COOKIE = 'fk_oauth';
/** How long the user may take at the provider. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

const stateSchema = z.object({
  state: z.string(),
  provider: z.string(),
  backPage: z.string(),
  verifier: z.string(),
  exp: z.number(),
});
/** What the state cookie remembers of an attempt. */
export type OAuthAttempt = z.infer<typeof stateSchema>;

/** A new attempt: the `state` sent to the provider and the PKCE verifier kept for the token exchange. */
export function newAttempt(provider: string, backPage: string, now: number): OAuthAttempt {
  return {
    state: randomBytes(16).toString('base64url'),
    provider,
    backPage,
    verifier: randomBytes(32).toString('base64url'),
    exp: now + OAUTH_STATE_TTL_MS,
  };
}

/** PKCE S256 challenge of a verifier. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** The attempt as a signed cookie value (the browser may read it, but cannot change it). */
export function sealAttempt(secret: Buffer, attempt: OAuthAttempt): string {
  const payload = Buffer.from(JSON.stringify(attempt)).toString('base64url');
  return `${payload}.${keyedHash(secret, ['oauth', payload])}`;
}

/** The attempt of a cookie, if its signature holds and it has not expired; else undefined. */
export function openAttempt(
  secret: Buffer,
  cookie: string | undefined,
  now: number,
): OAuthAttempt | undefined {
  const [payload = '', signature = ''] = (cookie ?? '').split('.');
  if (!/^[0-9a-f]{64}$/.test(signature) || !sameHash(keyedHash(secret, ['oauth', payload]), signature))
    return undefined;
  const parsed = stateSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  return parsed.success && parsed.data.exp > now ? parsed.data : undefined;
}
