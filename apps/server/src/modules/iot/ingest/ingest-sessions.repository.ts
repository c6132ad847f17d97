import type { ExpressionBuilder } from 'kysely';
import { exists } from '../../../db/exists';
import type { Db } from '../../../db/kysely';
import type { Database } from '../../../db/schema';

/** Free to take for `node`: nobody holds the session, the holder's lease ran out, or `node` holds it. */
const takeable = (node: string, now: number) => (eb: ExpressionBuilder<Database, 'ingestSessions'>) =>
  eb.or([eb('takenBy', 'is', null), eb('takenUntil', '<', now), eb('takenBy', '=', node)]);

/** The nodes' ingest sessions: heartbeats, and leases on the sessions of silent nodes. */
export function ingestSessionsRepository(db: Db) {
  return {
    /** Writes the heartbeat of this node's own session. */
    async beat(clientId: string, now: number): Promise<void> {
      await db
        .insertInto('ingestSessions')
        .values({ clientId, heartbeatAt: now, takenBy: null, takenUntil: null })
        .onConflict((oc) => oc.column('clientId').doUpdateSet({ heartbeatAt: now }))
        .execute();
    },

    /** Other nodes' sessions with no heartbeat since `silentSince` that `node` may take. */
    async silent(ownClientId: string, node: string, silentSince: number, now: number): Promise<string[]> {
      const rows = await db
        .selectFrom('ingestSessions')
        .select('clientId')
        .where('clientId', '<>', ownClientId)
        .where('heartbeatAt', '<', silentSince)
        .where(takeable(node, now))
        .execute();
      return rows.map((row) => row.clientId);
    },

    /**
     * Takes or renews the lease of `node` on a silent session; false when its node beat again or another
     * node holds it (a conditional write, so two nodes never hold it at once).
     */
    async claim(clientId: string, node: string, silentSince: number, now: number, leaseMs: number) {
      const result = await db
        .updateTable('ingestSessions')
        .set({ takenBy: node, takenUntil: now + leaseMs })
        .where('clientId', '=', clientId)
        .where('heartbeatAt', '<', silentSince)
        .where(takeable(node, now))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Whether another node holds a live lease on this session. */
    async heldByAnother(clientId: string, now: number): Promise<boolean> {
      return exists(
        db
          .selectFrom('ingestSessions')
          .where('clientId', '=', clientId)
          .where('takenBy', 'is not', null)
          .where('takenUntil', '>=', now),
      );
    },

    /** Gives the lease up. */
    async release(clientId: string, node: string): Promise<void> {
      await db
        .updateTable('ingestSessions')
        .set({ takenBy: null, takenUntil: null })
        .where('clientId', '=', clientId)
        .where('takenBy', '=', node)
        .execute();
    },

    /** Forgets a session the broker no longer keeps (its node was retired). */
    async remove(clientId: string, node: string): Promise<void> {
      await db
        .deleteFrom('ingestSessions')
        .where('clientId', '=', clientId)
        .where('takenBy', '=', node)
        .execute();
    },
  };
}
