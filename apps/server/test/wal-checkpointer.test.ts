import { sql } from 'kysely';
import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/kysely';
import { startWalCheckpointer } from '../src/db/wal-checkpointer';
import { eventually } from './support/mqtt-devices';

// SQLite keeps a commit's pages in the WAL; they reach the database file when a checkpoint copies them. The
// server's own commits do that only past 10,000 pages; the background worker does it as they come.

describe('SQLite WAL checkpoints off the event loop', () => {
  it('copies committed pages into the database file in the background, long before a commit would', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fleetkey-wal-'));
    const file = path.join(dir, 'fleetkey.sqlite');
    const db = await openDatabase({ engine: 'sqlite', file });
    try {
      const before = statSync(file).size;
      // About 4 MB in 1,000 pages: a tenth of what makes a commit checkpoint by itself.
      await sql`create table filler (id integer primary key, body blob)`.execute(db);
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 2000)
        insert into filler (body) select randomblob(2000) from n`.execute(db);
      expect(statSync(file).size).toBe(before);

      const checkpointer = startWalCheckpointer(db, pino({ enabled: false }));
      try {
        await eventually(
          () => Promise.resolve(statSync(file).size),
          (size) => size > before + 4_000_000,
        );
      } finally {
        await checkpointer.stop();
      }
    } finally {
      await db.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
