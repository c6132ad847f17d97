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
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked table cannot be replayed. */
  tokenHash: string;
  userId: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  ip: string;
  userAgent: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
}
