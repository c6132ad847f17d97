import {
  RECORD_STATUS_MOVES,
  type RecordDeleteResult,
  type RecordListQuery,
  type RecordPage,
  type RecordStatusChange,
  type RecordStatusResult,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { DeviceScope, IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { ruleRecordsRepository } from './rule-records.repository';
import { toRecordView } from './rule-view';
import { ownedDevice } from '../devices/owned-device';

/** Alarm records (/records): listed, acknowledged, cleared by hand and deleted once cleared. */
export function ruleRecordsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const records = ruleRecordsRepository(db);

  return {
    /** A page of records; `devid` (GET /records/{owner}) lists one device's, 404 when out of scope. */
    async list(
      scope: DeviceScope,
      query: RecordListQuery,
      devid?: string,
    ): Promise<RecordPage & { count?: number }> {
      if (devid !== undefined) await ownedDevice(db, scope, devid);
      const page = await records.list(scope, query, devid);
      return { ...page, result: page.result.map(toRecordView) };
    },

    /** Acknowledges or clears the listed records that the action leaves, as the actor, now. */
    async changeStatus(actor: IotActor, change: RecordStatusChange): Promise<RecordStatusResult> {
      const move = RECORD_STATUS_MOVES[change.action];
      const now = clock.now();
      const by =
        change.action === 'acknowledge'
          ? { acknowledgedBy: actor.username, acknowledgedAt: now }
          : { clearedBy: actor.username, clearedAt: now };
      const moved = new Set(
        await records.move(actor.scope, change.ids, move.from, { state: move.to, ...by }),
      );
      const ids = [...new Set(change.ids)];
      return { changed: ids.filter((id) => moved.has(id)), unchanged: ids.filter((id) => !moved.has(id)) };
    },

    /** Deletes the listed records if every one found is cleared; otherwise nothing, 409 RECORD_NOT_CLEARED. */
    async remove(scope: DeviceScope, ids: readonly string[]): Promise<RecordDeleteResult> {
      const standing = (await records.states(scope, ids)).filter((row) => row.state !== 'cleared');
      if (standing.length > 0)
        throw AppError.of('RECORD_NOT_CLEARED', { ids: standing.map((row) => row.id) });
      return { deleted: await records.removeCleared(scope, ids) };
    },
  };
}
