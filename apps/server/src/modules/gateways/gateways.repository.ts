import type { Db } from '../../db/kysely';

/** Queries on the gateway relation between a user's devices. */
export function gatewaysRepository(db: Db) {
  return {
    /** The sub-devices of a gateway, by id. */
    async subdevs(userId: string, gateway: string): Promise<string[]> {
      const rows = await db
        .selectFrom('devices')
        .select('devid')
        .where('userId', '=', userId)
        .where('gatewayDevid', '=', gateway)
        .orderBy('devid')
        .execute();
      return rows.map((r) => r.devid);
    },

    /** Which of the devices are gateways (have sub-devices). */
    async withSubdevs(userId: string, devids: readonly string[]): Promise<string[]> {
      const rows = await db
        .selectFrom('devices')
        .select('gatewayDevid')
        .distinct()
        .where('userId', '=', userId)
        .where('gatewayDevid', 'in', devids)
        .execute();
      return rows.flatMap((r) => (r.gatewayDevid === null ? [] : [r.gatewayDevid]));
    },

    /** Makes the devices sub-devices of `gateway`, or of none when null. */
    async setGateway(userId: string, devids: readonly string[], gateway: string | null, now: number) {
      if (devids.length === 0) return;
      await db
        .updateTable('devices')
        .set({ gatewayDevid: gateway, updatedAt: now })
        .where('userId', '=', userId)
        .where('devid', 'in', devids)
        .execute();
    },
  };
}
