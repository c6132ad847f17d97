import { deviceInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

/** Queries on the gateway relation between a user's devices. */
export function gatewaysRepository(db: Db) {
  return {
    /** The sub-devices of a gateway, by id. */
    async subdevs(scope: DeviceScope, gateway: string): Promise<string[]> {
      const rows = await db
        .selectFrom('devices')
        .select('devid')
        .where((eb) => deviceInScope(eb, scope))
        .where('gatewayDevid', '=', gateway)
        .orderBy('devid')
        .execute();
      return rows.map((r) => r.devid);
    },

    /** Which of the devices are gateways (have sub-devices). */
    async withSubdevs(scope: DeviceScope, devids: readonly string[]): Promise<string[]> {
      const rows = await db
        .selectFrom('devices')
        .select('gatewayDevid')
        .distinct()
        .where((eb) => deviceInScope(eb, scope))
        .where('gatewayDevid', 'in', devids)
        .execute();
      return rows.flatMap((r) => (r.gatewayDevid === null ? [] : [r.gatewayDevid]));
    },

    /** Makes the devices sub-devices of `gateway`, or of none when null. */
    async setGateway(scope: DeviceScope, devids: readonly string[], gateway: string | null, now: number) {
      if (devids.length === 0) return;
      await db
        .updateTable('devices')
        .set({ gatewayDevid: gateway, updatedAt: now })
        .where((eb) => deviceInScope(eb, scope))
        .where('devid', 'in', devids)
        .execute();
    },
  };
}
