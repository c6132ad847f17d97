import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation/keys';

// Verification codes: length, countdown, expiry, retries and per-receiver flow control
// (licence-portal.md §4, §8, §9; iot-console.md §9; ARCHITECTURE.md "A verification code").

/** Digits in a verification code. */
export const CODE_LENGTH = 6;
/** Seconds the send button stays disabled after a code is sent. */
export const CODE_RESEND_COUNTDOWN_SECONDS = 60;
/** How long a code stays valid. */
export const CODE_EXPIRY_MS = 10 * 60_000;
/** Wrong tries that burn a code. */
export const CODE_MAX_ATTEMPTS = 5;

/** Purposes a code is requested for, as the code-request calls name them. */
export const CODE_TYPES = ['loginCode', 'registerCode', 'changePasswordCode'] as const;
/** Code purpose. */
export type CodeType = (typeof CODE_TYPES)[number];
/** A code purpose from the network. */
export const codeTypeSchema = z.enum(CODE_TYPES, { error: M.invalidOption });

/** Every purpose a code is bound to: the request calls' types plus the user centre's and two-factor's. */
export const CODE_PURPOSES = [
  ...CODE_TYPES,
  'changeMobileCode',
  'changeEmailCode',
  'bindEmailCode',
  'securityCode',
  // The funds account's payment-password change (fund-calls.ts), sent to the main account's own address.
  'payPasswordCode',
] as const;
/** A code's purpose: a code verifies only for the purpose (and receiver) it was sent for. */
export type CodePurpose = (typeof CODE_PURPOSES)[number];
/** A code purpose from the network (code checks may name any purpose). */
export const codePurposeSchema = z.enum(CODE_PURPOSES, { error: M.invalidOption });

/** Channels a code is sent through. */
export const CODE_CHANNELS = ['sms', 'email'] as const;
/** A code channel. */
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/** Per-receiver send limits, checked shortest window first. */
export const CODE_FLOW_LIMITS = [
  { window: 'minute', windowMs: 60_000, max: 1 },
  { window: 'hour', windowMs: 3_600_000, max: 5 },
  { window: 'day', windowMs: 86_400_000, max: 10 },
] as const;
/** A flow-control window. */
export type CodeFlowWindow = (typeof CODE_FLOW_LIMITS)[number]['window'];
