import { CAPTCHA_EXPIRY_MS, type CaptchaChallenge } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { keyedHash, sameHash, serverSecret } from '../../../platform/secret';
import { drawCaptcha, newCaptchaText } from './captcha-image';
import { captchaRepository } from './captcha.repository';

/** The sign-in captcha: single use (the first check, right or wrong, uses it up), valid for 5 minutes. */
export function captchaService(context: AppContext) {
  const { db, clock, config } = context;
  const captchas = captchaRepository(db);
  const secret = serverSecret(config);
  // Case-insensitive: the image draws letters in either case and people type them either way.
  const hashOf = (uuid: string, answer: string) =>
    keyedHash(secret, ['captcha', uuid, answer.trim().toLowerCase()]);

  return {
    /** A new captcha; expired ones are swept out on the way, so the table stays small. */
    async create(): Promise<CaptchaChallenge> {
      const now = clock.now();
      const uuid = randomUUID();
      const answer = newCaptchaText();
      await captchas.deleteExpired(now);
      await captchas.insert({
        uuid,
        answerHash: hashOf(uuid, answer),
        // The plain answer is kept only for GET /v1/dev/captcha (OUTBOX_API=1: tests and local demos).
        answer: config.outboxApi ? answer : null,
        expiresAt: now + CAPTCHA_EXPIRY_MS,
      });
      return { svgCode: drawCaptcha(answer), uuid };
    },

    /** Uses the captcha up; throws CAPTCHA_EXPIRED (unknown, expired or used) or CAPTCHA_WRONG. */
    async verify(uuid: string, answer: string): Promise<void> {
      const row = await captchas.take(uuid);
      if (!row || row.expiresAt <= clock.now()) throw AppError.of('CAPTCHA_EXPIRED');
      if (!sameHash(row.answerHash, hashOf(uuid, answer))) throw AppError.of('CAPTCHA_WRONG');
    },
  };
}

/** The captcha service. */
export type CaptchaService = ReturnType<typeof captchaService>;
