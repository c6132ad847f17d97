import {
  GATEWAY_INVALID_REASONS as R,
  type GatewayInvalidData,
  type GatewayInvalidReason,
  type GatewayTransfer,
  type GatewayTransferResult,
  type GatewayView,
} from '@fleetkey/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/kysely';
import { AppError } from '../../platform/errors/app-error';
import type { DeviceRow } from '../devices/devices.repository';
import { withOwnerLock } from '../devices/owner-lock';
import { ownedDevices } from '../devices/owned-devices';
import { gatewaysRepository } from './gateways.repository';

function invalid(devid: string, reason: GatewayInvalidReason): AppError {
  const data: GatewayInvalidData = { devid, reason };
  return AppError.of('GATEWAY_INVALID', data);
}

/** The user's device that acts as a gateway: 404 when not theirs, 409 when it is itself a sub-device. */
async function gatewayOf(trx: Db, userId: string, devid: string): Promise<DeviceRow> {
  const [gateway] = await ownedDevices(trx, userId, [devid]);
  if (!gateway) throw AppError.of('NOT_FOUND');
  if (gateway.gatewayDevid !== null) throw invalid(devid, R.gatewayIsSubdevice);
  return gateway;
}

/**
 * Gateways and sub-devices, one level deep (a gateway is no sub-device, a sub-device no gateway), between
 * one user's devices only. Every change holds the user's lock, so two requests cannot build a chain.
 */
export function gatewaysService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const view = async (trx: Db, userId: string, devid: string): Promise<GatewayView> => ({
    devid,
    subdevs: await gatewaysRepository(trx).subdevs(userId, devid),
  });
  const locked = <T>(userId: string, work: (trx: Db, now: number) => Promise<T>) => {
    const now = clock.now();
    return withOwnerLock(db, userId, now, (trx) => work(trx, now));
  };

  return {
    /** Adds sub-devices to a gateway (already its sub-devices stay); all or none. */
    attach(userId: string, devid: string, subdevs: readonly string[]): Promise<GatewayView> {
      return locked(userId, async (trx, now) => {
        if (subdevs.includes(devid)) throw invalid(devid, R.self);
        await gatewayOf(trx, userId, devid);
        const rows = await ownedDevices(trx, userId, subdevs);
        const elsewhere = rows.find((r) => r.gatewayDevid !== null && r.gatewayDevid !== devid);
        if (elsewhere) throw invalid(elsewhere.devid, R.attachedElsewhere);
        const repo = gatewaysRepository(trx);
        const [gateway] = await repo.withSubdevs(
          userId,
          rows.map((r) => r.devid),
        );
        if (gateway) throw invalid(gateway, R.subdeviceIsGateway);
        await repo.setGateway(
          userId,
          rows.map((r) => r.devid),
          devid,
          now,
        );
        return view(trx, userId, devid);
      });
    },

    /** Removes sub-devices from a gateway; each must be its sub-device. All or none. */
    detach(userId: string, devid: string, subdevs: readonly string[]): Promise<GatewayView> {
      return locked(userId, async (trx, now) => {
        await gatewayOf(trx, userId, devid);
        const rows = await ownedDevices(trx, userId, subdevs);
        const stranger = rows.find((r) => r.gatewayDevid !== devid);
        if (stranger) throw invalid(stranger.devid, R.notAttached);
        await gatewaysRepository(trx).setGateway(
          userId,
          rows.map((r) => r.devid),
          null,
          now,
        );
        return view(trx, userId, devid);
      });
    },

    /** Moves sub-devices (all when none are named) to another gateway of the same user. */
    transfer(
      userId: string,
      devid: string,
      { to, subdevs }: GatewayTransfer,
    ): Promise<GatewayTransferResult> {
      return locked(userId, async (trx, now) => {
        if (to === devid) throw invalid(to, R.self);
        await gatewayOf(trx, userId, devid);
        await gatewayOf(trx, userId, to);
        const repo = gatewaysRepository(trx);
        let moving = await repo.subdevs(userId, devid);
        if (subdevs) {
          const rows = await ownedDevices(trx, userId, subdevs);
          const stranger = rows.find((r) => r.gatewayDevid !== devid);
          if (stranger) throw invalid(stranger.devid, R.notAttached);
          moving = rows.map((r) => r.devid);
        }
        await repo.setGateway(userId, moving, to, now);
        return { from: await view(trx, userId, devid), to: await view(trx, userId, to) };
      });
    },
  };
}
