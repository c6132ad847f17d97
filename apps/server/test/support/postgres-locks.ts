import type pg from 'pg';

/** How many sessions of the client's database wait for a lock: a statement held by a test's open lock shows here. */
export async function lockWaits(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return Number(rows[0]?.n);
}
