import { sql, type RawBuilder } from 'kysely';

/**
 * `column` contains `text`, ignoring case, with `%`, `_` and `\` in the text taken literally — the same on
 * SQLite (whose LIKE needs an explicit ESCAPE and ignores ASCII case) and PostgreSQL (whose LIKE does not).
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * How well a row matches a search over `columns`, for ordering before anything else: 0 when a column is
 * `text` exactly, 1 when one starts with it, 2 otherwise (ignoring case). Searching `m-1` listed it ninth,
 * after `m-13` and the like; a picker should offer what was typed first.
 */
export function searchRank(columns: readonly string[], text: string): RawBuilder<number> {
  const exact = text.toLowerCase();
  const prefix = `${exact.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const lowered = columns.map((column) => sql`lower(${sql.ref(column)})`);
  const any = (test: (column: RawBuilder<unknown>) => RawBuilder<unknown>) =>
    sql.join(lowered.map(test), sql` or `);
  return sql<number>`case when ${any((c) => sql`${c} = ${exact}`)} then 0 when ${any(
    (c) => sql`${c} like ${prefix} escape '\\'`,
  )} then 1 else 2 end`;
}
