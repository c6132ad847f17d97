import type { Db } from '../../../db/kysely';

/** Rows per upsert statement (five columns each, well under both engines' parameter limits). */
const CHUNK = 200;

/** What one flush adds to a device's day. */
export interface UsageCount {
  devid: string;
  day: string;
  ownerId: string;
  messages: number;
  points: number;
}

/** The writes and lookups of the usage meter (usage-meter.ts). */
export function usageCountsRepository(db: Db) {
  return {
    /** Owner of each device that exists. */
    async ownersOf(devids: readonly string[]): Promise<Map<string, string>> {
      const owners = new Map<string, string>();
      for (let i = 0; i < devids.length; i += CHUNK) {
        const rows = await db
          .selectFrom('devices')
          .select(['devid', 'userId'])
          .where('devid', 'in', devids.slice(i, i + CHUNK))
          .execute();
        for (const row of rows) owners.set(row.devid, row.userId);
      }
      return owners;
    },

    /** The zone of each owner whose funds account is open (the others use the default zone). */
    async zonesOf(ownerIds: readonly string[]): Promise<Map<string, string>> {
      const zones = new Map<string, string>();
      for (let i = 0; i < ownerIds.length; i += CHUNK) {
        const rows = await db
          .selectFrom('fundAccounts')
          .select(['ownerId', 'timeZone'])
          .where('ownerId', 'in', ownerIds.slice(i, i + CHUNK))
          .where('state', '=', 'active')
          .execute();
        for (const row of rows) zones.set(row.ownerId, row.timeZone);
      }
      return zones;
    },

    /**
     * Adds the counts in one transaction marked by `flushId`; answers false when that flush was committed
     * already (an earlier try whose answer was lost), adding nothing.
     */
    add(flushId: string, at: number, counts: readonly UsageCount[]): Promise<boolean> {
      // Rows in key order, on every node: two nodes adding to the same days take their locks in one order.
      const sorted = [...counts].sort((a, b) =>
        a.devid !== b.devid ? (a.devid < b.devid ? -1 : 1) : a.day < b.day ? -1 : a.day > b.day ? 1 : 0,
      );
      return db.transaction().execute(async (trx) => {
        const marked = await trx
          .insertInto('usageFlushes')
          .values({ id: flushId, at })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        if (Number(marked.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        for (let i = 0; i < sorted.length; i += CHUNK) {
          await trx
            .insertInto('deviceUsage')
            .values(sorted.slice(i, i + CHUNK))
            .onConflict((oc) =>
              oc.columns(['devid', 'day']).doUpdateSet((eb) => ({
                messages: eb('deviceUsage.messages', '+', eb.ref('excluded.messages')),
                points: eb('deviceUsage.points', '+', eb.ref('excluded.points')),
              })),
            )
            .execute();
        }
        return true;
      });
    },

    /** Forgets flush marks older than `before`: a flush is retried within minutes, never after days. */
    async forgetFlushes(before: number): Promise<void> {
      await db.deleteFrom('usageFlushes').where('at', '<', before).execute();
    },
  };
}
