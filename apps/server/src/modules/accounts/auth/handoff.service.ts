import { HANDOFF_TTL_MS } from '@fleetkey/contract';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { keyedHash, sameHash, serverSecret } from '../../../platform/secret';
import { handoffTokensRepository } from './handoff-tokens.repository';

const payloadSchema = z.object({
  sub: z.string(),
  jti: z.string(),
  exp: z.number(),
  lt: z.string().optional(),
});

/**
 * ujwt: a signed, short-lived, single-use token that signs a user into the other console. The signature
 * (HMAC with the install's secret) makes it unforgeable; the database row makes it single-use and revocable.
 */
export function handoffService(context: AppContext) {
  const { db, clock, config } = context;
  const tokens = handoffTokensRepository(db);
  const sign = (payload: string) => keyedHash(serverSecret(config), ['ujwt', payload]);

  return {
    /** A token for the user, optionally marked with the cross-system `loginType`. */
    async issue(userId: string, loginType?: string): Promise<string> {
      const jti = randomBytes(12).toString('hex');
      const exp = clock.now() + HANDOFF_TTL_MS;
      await tokens.insert(jti, userId, exp);
      const payload = Buffer.from(JSON.stringify({ sub: userId, jti, exp, lt: loginType })).toString(
        'base64url',
      );
      return `${payload}.${sign(payload)}`;
    },

    /** The user a token was issued for; the token is spent. Forged, expired or spent → HANDOFF_INVALID. */
    async redeem(token: string): Promise<{ userId: string; loginType?: string }> {
      const [payload = '', signature = ''] = token.split('.');
      if (!/^[0-9a-f]{64}$/.test(signature) || !sameHash(sign(payload), signature))
        throw AppError.of('HANDOFF_INVALID');
      const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
      if (!parsed.success || parsed.data.exp <= clock.now()) throw AppError.of('HANDOFF_INVALID');
      if (!(await tokens.spend(parsed.data.jti, parsed.data.sub))) throw AppError.of('HANDOFF_INVALID');
      return { userId: parsed.data.sub, ...(parsed.data.lt ? { loginType: parsed.data.lt } : {}) };
    },
  };
}
