import type { Generated } from 'kysely';

// Table types in camelCase; CamelCasePlugin maps them to snake_case columns.
// Times are epoch milliseconds (bigint in PostgreSQL, integer in SQLite).

export interface UsersTable {
  id: string;
  username: string;
  name: string;
  mobile: string | null;
  email: string | null;
  role: Generated<number>;
  avatar: Generated<string>;
  enableTwoFactorCheck: Generated<'true' | 'false'>;
  passwordHash: string | null;
  createdAt: number;
  updatedAt: number;
  lastLoginAt: number | null;
  /** Calling code of the mobile, without plus. */
  area: Generated<string>;
  /** Enterprise object as JSON (company, industry, department, position, state, province, address, website). */
  enterprise: Generated<string>;
  pushable: Generated<number>;
  failedLogins: Generated<number>;
  lockedUntil: number | null;
  nickname: Generated<string>;
  /** The profile's signature ("desc" on the wire). */
  description: Generated<string>;
  company: Generated<string>;
  detailAddress: Generated<string>;
  country: Generated<string>;
  /** Account manager's name and mobile (AEName, AEMobile on the wire), set by administrators. */
  aeName: Generated<string>;
  aeMobile: Generated<string>;
  gender: number | null;
}

export interface AdminsTable {
  id: string;
  username: string;
  name: Generated<string>;
  /** Any role but 0 (0 is the main account of the user platform). */
  role: Generated<number>;
  passwordHash: string;
  mustChangePassword: Generated<number>;
  failedLogins: Generated<number>;
  lockedUntil: number | null;
  createdAt: number;
  updatedAt: number;
  lastLoginAt: number | null;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked table cannot be replayed. */
  tokenHash: string;
  /** Exactly one of userId and adminId is set. */
  userId: string | null;
  adminId: Generated<string | null>;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  ip: string;
  userAgent: string;
}

/** A browser that passed phone security, remembered for SECURITY_REMEMBER_DAYS by its cookie token's hash. */
export interface TrustedBrowsersTable {
  tokenHash: string;
  userId: string;
  expiresAt: number;
}

/** A sent verification code; the code itself is never stored, only its keyed hash. */
export interface CodesTable {
  id: string;
  /** Full mobile (calling code, no plus) or lower-cased e-mail. */
  receiver: string;
  purpose: string;
  /** HMAC-SHA256 of receiver, purpose and code under the server secret (hex). */
  codeHash: string;
  expiresAt: number;
  attempts: Generated<number>;
  usedAt: number | null;
  createdAt: number;
}

/** Lock row of a receiver: upserted first in a send's transaction so concurrent sends queue. */
export interface CodeReceiversTable {
  receiver: string;
  lockedAt: number;
}

export interface CaptchasTable {
  uuid: string;
  /** HMAC-SHA256 of the uuid and the lower-cased answer under the server secret (hex). */
  answerHash: string;
  /** The plain answer, written only when OUTBOX_API=1 (tests read it back); null otherwise. */
  answer: string | null;
  expiresAt: number;
}

/** Messages "sent" without a gateway: SMS with the outbox provider, e-mail without SMTP_URL. */
export interface OutboxTable {
  id: string;
  channel: 'sms' | 'email';
  receiver: string;
  subject: string;
  body: string;
  createdAt: number;
}

/** A ujwt issued and not yet redeemed; redeeming deletes the row, so each token works once. */
export interface HandoffTokensTable {
  jti: string;
  userId: string;
  expiresAt: number;
}

/** A third-party identity linked to a user account. */
export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  userId: string;
  createdAt: number;
}

/** One administrator write: who, what, from where, when. */
export interface OplogsTable {
  id: string;
  adminId: string;
  adminName: string;
  content: string;
  ip: string;
  createdAt: number;
}

export interface Database {
  users: UsersTable;
  admins: AdminsTable;
  sessions: SessionsTable;
  trustedBrowsers: TrustedBrowsersTable;
  handoffTokens: HandoffTokensTable;
  userIdentities: UserIdentitiesTable;
  oplogs: OplogsTable;
  codes: CodesTable;
  codeReceivers: CodeReceiversTable;
  captchas: CaptchasTable;
  outbox: OutboxTable;
}
