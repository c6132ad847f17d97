// Whether an error means the database cannot be reached now, as opposed to a statement it refused: the
// first is an outage (503 DATABASE_UNAVAILABLE, retried later), the second a bug (500 with its stack). The
// drivers say so in different ways, so the one place that knows them is here.

/** Socket errors of a connection that failed or was cut. */
const NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL SQLSTATEs of a server going away or not taking connections (class 08 is matched apart). */
const POSTGRES_AWAY: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03', '53300']);

/** SQLite: the file locked past the busy timeout, or not readable or writable. */
const SQLITE_AWAY = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR)/;

/** node-postgres errors that carry no code, only their message. */
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended)/;

function codeOf(error: object): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** Whether `error` (or what caused it) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const code = codeOf(error);
  if (code && (NETWORK_CODES.has(code) || POSTGRES_AWAY.has(code) || code.startsWith('08'))) return true;
  if (code && SQLITE_AWAY.test(code)) return true;
  if (error instanceof Error && !code && PG_MESSAGES.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}
