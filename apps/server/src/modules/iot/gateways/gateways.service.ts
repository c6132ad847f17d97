import {
  GATEWAY_INVALID_REASONS as R,
  type GatewayInvalidData,
  type GatewayInvalidReason,
  type GatewayTransfer,
  type GatewayTransferResult,
  type GatewayView,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/kysely';
import { wholeScope, type DeviceScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import type { DeviceRow } from '../devices/devices.repository';
import { withOwnerLock } from '../devices/owner-lock';
import { ownedDevices } from '../devices/owned-devices';
import { gatewaysRepository } from './gateways.repository';

function invalid(devid: string, reason: GatewayInvalidReason): AppError {
  const data: GatewayInvalidData = { devid, reason };
  return AppError.of('GATEWAY_INVALID', data);
}

/** The user's device that acts as a gateway: 404 when not theirs, 409 when it is itself a sub-device. */
async function gatewayOf(trx: Db, scope: DeviceScope, devid: string): Promise<DeviceRow> {
  const [gateway] = await ownedDevices(trx, scope, [devid]);
  if (!gateway) throw AppError.of('NOT_FOUND');
  if (gateway.gatewayDevid !== null) throw invalid(devid, R.gatewayIsSubdevice);
  return gateway;
}

/**
 * Gateways and sub-devices, one level deep (a gateway is no sub-device, a sub-device no gateway), between
 * one user's devices only (within a sub-user's scope). Every change holds the user's lock, so two requests cannot build a chain.
 */
export function gatewaysService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const view = async (trx: Db, scope: DeviceScope, devid: string): Promise<GatewayView> => ({
    devid,
    subdevs: await gatewaysRepository(trx).subdevs(scope, devid),
  });
  const locked = <T>(scope: DeviceScope, work: (trx: Db, now: number) => Promise<T>) => {
    const now = clock.now();
    return withOwnerLock(db, scope.ownerId, now, (trx) => work(trx, now));
  };

  return {
    /** Adds sub-devices to a gateway (already its sub-devices stay); all or none. */
    attach(scope: DeviceScope, devid: string, subdevs: readonly string[]): Promise<GatewayView> {
      return locked(scope, async (trx, now) => {
        if (subdevs.includes(devid)) throw invalid(devid, R.self);
        await gatewayOf(trx, scope, devid);
        const rows = await ownedDevices(trx, scope, subdevs);
        const elsewhere = rows.find((r) => r.gatewayDevid !== null && r.gatewayDevid !== devid);
        if (elsewhere) throw invalid(elsewhere.devid, R.attachedElsewhere);
        const repo = gatewaysRepository(trx);
        // Whether a device already leads sub-devices is the owner's whole tree, not only the sub-user's view.
        const [gateway] = await repo.withSubdevs(
          wholeScope(scope.ownerId),
          rows.map((r) => r.devid),
        );
        if (gateway) throw invalid(gateway, R.subdeviceIsGateway);
        await repo.setGateway(
          scope,
          rows.map((r) => r.devid),
          devid,
          now,
        );
        return view(trx, scope, devid);
      });
    },

    /** Removes sub-devices from a gateway; each must be its sub-device. All or none. */
    detach(scope: DeviceScope, devid: string, subdevs: readonly string[]): Promise<GatewayView> {
      return locked(scope, async (trx, now) => {
        await gatewayOf(trx, scope, devid);
        const rows = await ownedDevices(trx, scope, subdevs);
        const stranger = rows.find((r) => r.gatewayDevid !== devid);
        if (stranger) throw invalid(stranger.devid, R.notAttached);
        await gatewaysRepository(trx).setGateway(
          scope,
          rows.map((r) => r.devid),
          null,
          now,
        );
        return view(trx, scope, devid);
      });
    },

    /** Moves sub-devices (all when none are named) to another gateway of the same user. */
    transfer(
      scope: DeviceScope,
      devid: string,
      { to, subdevs }: GatewayTransfer,
    ): Promise<GatewayTransferResult> {
      return locked(scope, async (trx, now) => {
        if (to === devid) throw invalid(to, R.self);
        await gatewayOf(trx, scope, devid);
        await gatewayOf(trx, scope, to);
        const repo = gatewaysRepository(trx);
        let moving = await repo.subdevs(scope, devid);
        if (subdevs) {
          const rows = await ownedDevices(trx, scope, subdevs);
          const stranger = rows.find((r) => r.gatewayDevid !== devid);
          if (stranger) throw invalid(stranger.devid, R.notAttached);
          moving = rows.map((r) => r.devid);
        }
        await repo.setGateway(scope, moving, to, now);
        return { from: await view(trx, scope, devid), to: await view(trx, scope, to) };
      });
    },
  };
}
