import type {
  BatchDeleteResult,
  DeviceTypeCreate,
  DeviceTypeListQuery,
  DeviceTypeSection,
  DeviceTypeSections,
  DeviceTypeSummary,
  DeviceTypeUpdate,
  DeviceTypeView,
  Point,
} from '@fleetkey/contract';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../../app-context';
import type { ListPage } from '../../../db/paging';
import type { DeviceTypesTable } from '../../../db/schema';
import { AppError } from '../../../platform/errors/app-error';
import { deviceTypeLimitError } from '../devices/device-limits';
import { withOwnerLock } from '../devices/owner-lock';
import {
  initialPeriods,
  parsePeriods,
  periodsAfterChange,
  retentionView,
} from '../telemetry/retention-periods';
import { modeOf, sectionColumns, toDeviceTypeView } from './devtype-view';
import { devtypesRepository, type DevtypesRepository } from './devtypes.repository';
import { requireReachInScope, type DeviceScope } from '../../../platform/auth/iot-actor';

/** The rules of a user's device types: names unique per user, the system limit, no deleting types in use. */
export function devtypesService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const limit = config.deviceLimits.deviceTypes;

  async function view(scope: DeviceScope, devtype: string): Promise<DeviceTypeView> {
    const repo = devtypesRepository(db);
    const row = await repo.find(scope.ownerId, devtype);
    if (!row) throw AppError.of('NOT_FOUND');
    const [topics, count] = await Promise.all([
      repo.topics(scope.ownerId, devtype),
      repo.deviceCount(scope, devtype),
    ]);
    return toDeviceTypeView(row, topics, count);
  }

  /**
   * Changes a type's columns, then runs `work` on its topics, in one transaction; 404 when the user has no
   * such type, 403 SCOPE_LIMITED for a scoped sub-user when a device of the type lies outside its scope (the
   * type decides what every one of them may send). Answers the type as changed.
   */
  async function change(
    scope: DeviceScope,
    devtype: string,
    set: Updateable<DeviceTypesTable>,
    work?: (repo: DevtypesRepository, now: number) => Promise<unknown>,
  ): Promise<DeviceTypeView> {
    await requireReachInScope(db, scope, (eb) => eb('devices.devtype', '=', devtype));
    await db.transaction().execute(async (trx) => {
      const now = clock.now();
      const repo = devtypesRepository(trx);
      if (!(await repo.update(scope.ownerId, devtype, { ...set, updatedAt: now })))
        throw AppError.of('NOT_FOUND');
      await work?.(repo, now);
    });
    return view(scope, devtype);
  }

  return {
    get: view,

    async list(scope: DeviceScope, query: DeviceTypeListQuery): Promise<ListPage<DeviceTypeSummary>> {
      const page = await devtypesRepository(db).list(scope, query);
      return {
        ...page,
        result: page.result.map(({ deviceCount, mode, retentionPeriods, ...row }) => ({
          ...row,
          mode: modeOf(mode),
          ...retentionView(parsePeriods(retentionPeriods)),
          devices: { count: deviceCount },
        })),
      };
    },

    /** Creates a type; DEVICE_TYPE_EXISTS for a name the user has, DEVICE_TYPE_LIMIT (8000) over the limit. */
    async create(scope: DeviceScope, input: DeviceTypeCreate): Promise<DeviceTypeView> {
      const { devtype, comment, mode, retentionDays, much_data, ...sections } = input;
      const now = clock.now();
      await withOwnerLock(db, scope.ownerId, now, async (trx) => {
        const repo = devtypesRepository(trx);
        if (await repo.find(scope.ownerId, devtype)) throw AppError.of('DEVICE_TYPE_EXISTS');
        if ((await repo.count(scope.ownerId)) >= limit) throw deviceTypeLimitError(limit);
        await repo.insert({
          userId: scope.ownerId,
          devtype,
          comment: comment ?? '',
          mode,
          retentionPeriods: JSON.stringify(initialPeriods(retentionDays)),
          ...sectionColumns(sections),
          createdAt: now,
          updatedAt: now,
        });
        if (much_data) await repo.replaceTopics(scope.ownerId, devtype, much_data, now);
      });
      return view(scope, devtype);
    },

    /**
     * Replaces the comment, the mode and the sections given (much_data as a whole); a new retention applies
     * from the start of a coming day (retention-periods.ts).
     */
    update(scope: DeviceScope, devtype: string, input: DeviceTypeUpdate): Promise<DeviceTypeView> {
      const { comment, mode, retentionDays, much_data, ...sections } = input;
      const set = {
        ...(comment !== undefined ? { comment } : {}),
        ...(mode !== undefined ? { mode } : {}),
        ...sectionColumns(sections),
      };
      return change(scope, devtype, set, async (repo, now) => {
        if (retentionDays !== undefined) {
          const stored = await repo.find(scope.ownerId, devtype);
          const periods = periodsAfterChange(
            parsePeriods(stored?.retentionPeriods ?? '[]'),
            retentionDays,
            now,
          );
          await repo.update(scope.ownerId, devtype, { retentionPeriods: JSON.stringify(periods) });
        }
        if (much_data) await repo.replaceTopics(scope.ownerId, devtype, much_data, now);
      });
    },

    /** Replaces one section. */
    putSection<S extends DeviceTypeSection>(
      scope: DeviceScope,
      devtype: string,
      section: S,
      value: DeviceTypeSections[S],
    ): Promise<DeviceTypeView> {
      const sections: Partial<DeviceTypeSections> = { [section]: value };
      return change(scope, devtype, sectionColumns(sections));
    },

    /** Sets the points of one much_data topic. */
    putTopic(scope: DeviceScope, devtype: string, topic: string, points: Point[]): Promise<DeviceTypeView> {
      return change(scope, devtype, {}, (repo, now) =>
        repo.putTopic(scope.ownerId, devtype, topic, points, now),
      );
    },

    /** Removes one much_data topic; 404 when the type has no such topic. */
    deleteTopic(scope: DeviceScope, devtype: string, topic: string): Promise<DeviceTypeView> {
      return change(scope, devtype, {}, async (repo) => {
        if (!(await repo.deleteTopic(scope.ownerId, devtype, topic))) throw AppError.of('NOT_FOUND');
      });
    },

    /**
     * Deletes the named types, all or none: 404 (data.devtypes) when some are not the user's, 409
     * DEVICE_TYPE_IN_USE (data.devtypes) when some still have devices.
     */
    async remove(scope: DeviceScope, devtypes: readonly string[]): Promise<BatchDeleteResult> {
      const names = [...new Set(devtypes)];
      // Under the lock, no device of these types can be created between the check and the delete.
      return withOwnerLock(db, scope.ownerId, clock.now(), async (trx) => {
        const repo = devtypesRepository(trx);
        const existing = new Set(await repo.existing(scope.ownerId, names));
        const missing = names.filter((name) => !existing.has(name));
        if (missing.length > 0) throw AppError.of('NOT_FOUND', { devtypes: missing });
        const inUse = await repo.withDevices(scope.ownerId, names);
        if (inUse.length > 0) throw AppError.of('DEVICE_TYPE_IN_USE', { devtypes: inUse });
        return { deleted: await repo.deleteMany(scope.ownerId, names) };
      });
    },
  };
}
