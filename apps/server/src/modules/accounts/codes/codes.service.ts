import {
  CODE_EXPIRY_MS,
  CODE_MAX_ATTEMPTS,
  ERROR_CATALOGUE,
  regionOfMobile,
  type CodeChannel,
  type CodePurpose,
  type Language,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { captchaService } from '../captcha/captcha.service';
import { usersRepository } from '../users/users.repository';
import { codeMail, codeSmsText } from './code-messages';
import { codesRepository, type CodeRow } from './codes.repository';
import {
  CODE_HISTORY_MS,
  expiredMessage,
  flowLimitError,
  maskReceiver,
  newCode,
  normalizeReceiver,
  receiverRuleError,
} from './codes.rules';
import { keyedHash, sameHash, serverSecret } from '../../../platform/secret';

const codeExpired = (purpose: string) =>
  new AppError(ERROR_CATALOGUE.CODE_EXPIRED.status, 'CODE_EXPIRED', expiredMessage(purpose));

/** A code to send: where, to whom (full mobile or e-mail), and what it will be good for. */
export interface CodeSend {
  channel: CodeChannel;
  receiver: string;
  purpose: CodePurpose;
  /** The language of its text (requestLanguage); absent: by the number's region, or both in an e-mail. */
  language?: Language | undefined;
}

/** A code to check against the newest one sent to the receiver for the purpose. */
export interface CodeVerify {
  receiver: string;
  purpose: CodePurpose;
  code: string;
  /** true: a right code is used up and never verifies again. */
  consume: boolean;
}

/**
 * Verification codes: sending (flow control per receiver over all purposes, 1/min, 5/h, 10/day, counted in
 * the database) and verifying (10-minute expiry, single use, bound to receiver + purpose, 5 wrong tries
 * burn the code). E-mail receivers are lower-cased first.
 */
/** The window of the code budgets. */
const HOUR_MS = 3_600_000;

export function codesService(context: AppContext) {
  const { db, clock, notify, app, config } = context;
  const codes = codesRepository(db);
  const users = usersRepository(db);
  const secret = serverSecret(context.config);
  const hashOf = (receiver: string, purpose: string, code: string) =>
    keyedHash(secret, [receiver, purpose, code]);

  /** Sends a new code; throws CODE_FLOW_MINUTE/HOUR/DAY (429), SMS_SEND_FAILED or EMAIL_SEND_FAILED (502). */
  /**
   * 429 while the address (CODE_BUDGET_ADDRESS) or everyone together (CODE_BUDGET_ALL) has asked for the
   * configured number of codes in the last hour, across all receivers; Retry-After says when one frees up.
   */
  async function withinBudget(address: string): Promise<void> {
    const now = clock.now();
    const since = now - HOUR_MS;
    const budgets = [
      ['CODE_BUDGET_ADDRESS', await codes.requestedSince(since, address), config.codeBudget.perAddressHourly],
      ['CODE_BUDGET_ALL', await codes.requestedSince(since), config.codeBudget.hourly],
    ] as const;
    for (const [code, { count, oldest }, budget] of budgets) {
      if (count < budget) continue;
      const retryAfterSeconds = Math.max(1, Math.ceil(((oldest ?? now) + HOUR_MS - now) / 1000));
      throw AppError.of(code, { retryAfterSeconds });
    }
  }

  async function send(
    { channel, receiver, purpose, language }: CodeSend,
    requestedFrom: string | null = null,
  ): Promise<void> {
    const to = normalizeReceiver(receiver);
    const now = clock.now();
    const code = newCode();
    const id = randomUUID();
    await codes.withReceiverLock(to, now, async (locked) => {
      const refused = flowLimitError(await locked.sentSince(now - CODE_HISTORY_MS), now);
      if (refused) throw AppError.of(refused);
      const codeHash = hashOf(to, purpose, code);
      await locked.insert({
        id,
        receiver: to,
        purpose,
        codeHash,
        expiresAt: now + CODE_EXPIRY_MS,
        usedAt: null,
        createdAt: now,
        requestedFrom,
      });
    });
    try {
      if (channel === 'sms') await notify.sms({ to, text: codeSmsText(code, regionOfMobile(to), language) });
      else await notify.email({ to, ...codeMail(code, language) });
    } catch (error) {
      // A code that never left does not count against the receiver's limits: they may ask again at once.
      await codes.delete(id);
      throw error;
    }
    app.log.info(
      { event: 'code_sent', channel, purpose, receiver: maskReceiver(to) },
      'verification code sent',
    );
    await codes.deleteOlderThan(now - CODE_HISTORY_MS);
  }

  /** Checks a code (and with `consume` uses it up); throws CODE_MISSING, CODE_EXPIRED, CODE_INVALID or CODE_RETRIES_EXCEEDED. */
  async function verify({ receiver, purpose, code, consume }: CodeVerify): Promise<void> {
    const row = await checkNewest(receiver, purpose, code);
    if (consume && !(await codes.markUsed(row.id, clock.now()))) throw codeExpired(purpose);
  }

  async function checkNewest(
    receiver: string,
    purpose: CodePurpose | undefined,
    code: string,
  ): Promise<CodeRow> {
    const row = await codes.newest(normalizeReceiver(receiver), purpose);
    if (!row || code === '') throw AppError.of('CODE_MISSING');
    if (row.usedAt !== null || row.expiresAt <= clock.now()) throw codeExpired(row.purpose);
    // The attempt is claimed before comparing, so parallel guesses cannot exceed the limit together.
    const attempts = await codes.claimAttempt(row.id, CODE_MAX_ATTEMPTS);
    if (attempts === undefined) throw AppError.of('CODE_RETRIES_EXCEEDED');
    if (!sameHash(row.codeHash, hashOf(row.receiver, row.purpose, code))) {
      throw AppError.of(attempts >= CODE_MAX_ATTEMPTS ? 'CODE_RETRIES_EXCEEDED' : 'CODE_INVALID');
    }
    // Only wrong tries count: a right check followed by the consuming call costs nothing.
    await codes.releaseAttempt(row.id);
    return row;
  }

  return {
    send,
    verify,

    /** Whether the receiver's newest code of a purpose can still be used (sent, not used, not expired). */
    async hasLiveCode(receiver: string, purpose: CodePurpose): Promise<boolean> {
      const row = await codes.newest(normalizeReceiver(receiver), purpose);
      return row !== undefined && row.usedAt === null && row.expiresAt > clock.now();
    },

    /**
     * A code asked for over HTTP: first the receiver rule of the purpose (ACCOUNT_NOT_FOUND, MOBILE_EXISTS,
     * EMAIL_EXISTS; `callerId` is the signed-in user, who may re-bind their own address), then `send`.
     */
    async request(
      input: CodeSend & {
        callerId?: string | undefined;
        address: string;
        captcha?: { uuid?: string | undefined; answer?: string | undefined };
      },
    ): Promise<void> {
      await withinBudget(input.address);
      const receiver = normalizeReceiver(input.receiver);
      const owner =
        input.channel === 'sms' ? await users.findByMobile(receiver) : await users.findByEmail(receiver);
      const refused = receiverRuleError(input.purpose, input.channel, owner?.id, input.callerId);
      if (refused) throw AppError.of(refused);
      // A code to a receiver with no account, asked for by nobody signed in (a sign-up), needs a person.
      if (!owner && !input.callerId) {
        const { uuid, answer } = input.captcha ?? {};
        if (!uuid || !answer) throw AppError.of('CAPTCHA_REQUIRED', { captchaRequired: true });
        await captchaService(context).verify(uuid, answer);
      }
      await send({ ...input, receiver }, input.address);
    },

    /** Checks without using up, against the newest code of the purpose, or of any purpose when none is named. */
    async check(input: { receiver: string; purpose: CodePurpose | undefined; code: string }): Promise<void> {
      await checkNewest(input.receiver, input.purpose, input.code);
    },
  };
}

/** The codes service. */
export type CodesService = ReturnType<typeof codesService>;
