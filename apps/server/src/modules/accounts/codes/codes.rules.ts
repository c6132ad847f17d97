import {
  CODE_FLOW_LIMITS,
  SERVER_MESSAGES,
  CODE_LENGTH,
  type CodeChannel,
  type CodePurpose,
  type CodeType,
  type ErrorCode,
} from '@fleetkey/contract';
import { randomInt } from 'node:crypto';

// The pure rules of verification codes; codes.service.ts applies them to the database and the notifier.

/** The longest flow-control window: older codes matter to nothing and may be deleted. */
export const CODE_HISTORY_MS = Math.max(...CODE_FLOW_LIMITS.map((limit) => limit.windowMs));

const FLOW_ERRORS = {
  minute: 'CODE_FLOW_MINUTE',
  hour: 'CODE_FLOW_HOUR',
  day: 'CODE_FLOW_DAY',
} as const satisfies Record<(typeof CODE_FLOW_LIMITS)[number]['window'], ErrorCode>;

/** A fresh code: CODE_LENGTH digits from the CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** Receivers are compared as stored: e-mail lower-cased, both trimmed. */
export function normalizeReceiver(receiver: string): string {
  const trimmed = receiver.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
}

/**
 * Whether one more code may go to a receiver that was sent codes at `sentAt` (epoch ms, any purpose):
 * the error of the first full window, shortest window first, or null.
 */
export function flowLimitError(sentAt: readonly number[], now: number): ErrorCode | null {
  for (const limit of CODE_FLOW_LIMITS) {
    const inWindow = sentAt.filter((time) => time > now - limit.windowMs).length;
    if (inWindow >= limit.max) return FLOW_ERRORS[limit.window];
  }
  return null;
}

const NEEDS_ACCOUNT: ReadonlySet<CodePurpose> = new Set([
  'loginCode',
  'changePasswordCode',
  'payPasswordCode',
]);
const NEEDS_FREE_RECEIVER: ReadonlySet<CodePurpose> = new Set([
  'registerCode',
  'changeMobileCode',
  'changeEmailCode',
  'bindEmailCode',
]);

/**
 * Who may be sent a code of a purpose: sign-in and password codes go only to a receiver with an account
 * (ACCOUNT_NOT_FOUND), registration and change codes only to a receiver nobody has (MOBILE_EXISTS /
 * EMAIL_EXISTS) — except that binding the address the caller already has is harmless.
 */
export function receiverRuleError(
  purpose: CodePurpose,
  channel: CodeChannel,
  ownerId: string | undefined,
  callerId: string | undefined,
): ErrorCode | null {
  if (NEEDS_ACCOUNT.has(purpose)) return ownerId === undefined ? 'ACCOUNT_NOT_FOUND' : null;
  if (!NEEDS_FREE_RECEIVER.has(purpose) || ownerId === undefined) return null;
  if (purpose === 'bindEmailCode' && ownerId === callerId) return null;
  return channel === 'sms' ? 'MOBILE_EXISTS' : 'EMAIL_EXISTS';
}

/** The e-mail code calls ask for a register code; signed in, the same request binds an address instead. */
export function emailCodePurpose(codeType: CodeType | undefined, signedIn: boolean): CodePurpose {
  const requested = codeType ?? 'registerCode';
  return signedIn && requested === 'registerCode' ? 'bindEmailCode' : requested;
}

/** A receiver for logs: the middle of a mobile and the local part of an address hidden. */
export function maskReceiver(receiver: string): string {
  const at = receiver.indexOf('@');
  if (at >= 0) return `${receiver.slice(0, Math.min(2, at))}***${receiver.slice(at)}`;
  return receiver.length > 7 ? `${receiver.slice(0, 5)}****${receiver.slice(-2)}` : '****';
}

const CHANGE_PURPOSES: ReadonlySet<string> = new Set<CodePurpose>([
  'changeMobileCode',
  'changeEmailCode',
  'bindEmailCode',
]);

/**
 * The message of CODE_EXPIRED for a purpose: the IoT console's mobile and e-mail changes match the spec's
 * 'verfication code expired' (sic), which also contains the portal's 'code expired'.
 */
export function expiredMessage(purpose: string): string {
  return CHANGE_PURPOSES.has(purpose) ? SERVER_MESSAGES.verificationCodeExpired : SERVER_MESSAGES.codeExpired;
}
