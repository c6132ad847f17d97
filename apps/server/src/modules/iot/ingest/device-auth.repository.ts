import type { Db } from '../../../db/kysely';

// Unscoped device reads for the broker: a device signs in by its id alone (ids are unique across users).

/** Rows per IN list, well under both engines' parameter limits. */
const CHUNK = 500;

async function chunked<T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) rows.push(...(await read(ids.slice(i, i + CHUNK))));
  return rows;
}

/** Device lookups of the MQTT gateway. */
export function deviceAuthRepository(db: Db) {
  return {
    /** What checking a device's secret needs, or undefined for an unknown id. */
    credentials(devid: string) {
      return db
        .selectFrom('devices')
        .select(['devid', 'userId', 'devtype', 'secretHash', 'secretUpdatedAt'])
        .where('devid', '=', devid)
        .executeTakeFirst();
    },

    /** When each still-existing device's secret was made: a device missing here was deleted. */
    secretTimes(devids: readonly string[]): Promise<{ devid: string; secretUpdatedAt: number }[]> {
      return chunked(devids, (chunk) =>
        db.selectFrom('devices').select(['devid', 'secretUpdatedAt']).where('devid', 'in', chunk).execute(),
      );
    },

    /** Which of these ids name a device (one deleted meanwhile, or made up, does not). */
    async existing(devids: readonly string[]): Promise<Set<string>> {
      const rows = await chunked(devids, (chunk) =>
        db.selectFrom('devices').select('devid').where('devid', 'in', chunk).execute(),
      );
      return new Set(rows.map((row) => row.devid));
    },

    /** The sub-devices of these gateways. */
    subdevices(
      gateways: readonly string[],
    ): Promise<{ devid: string; devtype: string; gatewayDevid: string | null }[]> {
      return chunked(gateways, (chunk) =>
        db
          .selectFrom('devices')
          .select(['devid', 'devtype', 'gatewayDevid'])
          .where('gatewayDevid', 'in', chunk)
          .execute(),
      );
    },

    /** A device's type, or undefined for an unknown id. */
    async devtypeOf(devid: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('devices')
        .select('devtype')
        .where('devid', '=', devid)
        .executeTakeFirst();
      return row?.devtype;
    },
  };
}
