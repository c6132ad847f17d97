import { sql, type RawBuilder } from 'kysely';

/**
 * `column` contains `text`, ignoring case, with `%`, `_` and `\` in the text taken literally — the same on
 * SQLite (whose LIKE needs an explicit ESCAPE and ignores ASCII case) and PostgreSQL (whose LIKE does not).
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
