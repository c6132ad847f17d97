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
import type { AppContext } from '../../app-context';
import type { ListPage } from '../../db/paging';
import type { DeviceTypesTable } from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';
import { deviceTypeLimitError } from '../devices/device-limits';
import { withOwnerLock } from '../devices/owner-lock';
import { modeOf, sectionColumns, toDeviceTypeView } from './devtype-view';
import { devtypesRepository, type DevtypesRepository } from './devtypes.repository';

/** The rules of a user's device types: names unique per user, the system limit, no deleting types in use. */
export function devtypesService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const limit = config.deviceLimits.deviceTypes;

  async function view(userId: string, devtype: string): Promise<DeviceTypeView> {
    const repo = devtypesRepository(db);
    const row = await repo.find(userId, devtype);
    if (!row) throw AppError.of('NOT_FOUND');
    const [topics, count] = await Promise.all([
      repo.topics(userId, devtype),
      repo.deviceCount(userId, devtype),
    ]);
    return toDeviceTypeView(row, topics, count);
  }

  /**
   * Changes a type's columns, then runs `work` on its topics, in one transaction; 404 when the user has no
   * such type. Answers the type as changed.
   */
  async function change(
    userId: string,
    devtype: string,
    set: Updateable<DeviceTypesTable>,
    work?: (repo: DevtypesRepository, now: number) => Promise<unknown>,
  ): Promise<DeviceTypeView> {
    await db.transaction().execute(async (trx) => {
      const now = clock.now();
      const repo = devtypesRepository(trx);
      if (!(await repo.update(userId, devtype, { ...set, updatedAt: now }))) throw AppError.of('NOT_FOUND');
      await work?.(repo, now);
    });
    return view(userId, devtype);
  }

  return {
    get: view,

    async list(userId: string, query: DeviceTypeListQuery): Promise<ListPage<DeviceTypeSummary>> {
      const page = await devtypesRepository(db).list(userId, query);
      return {
        ...page,
        result: page.result.map(({ deviceCount, mode, ...row }) => ({
          ...row,
          mode: modeOf(mode),
          devices: { count: deviceCount },
        })),
      };
    },

    /** Creates a type; DEVICE_TYPE_EXISTS for a name the user has, DEVICE_TYPE_LIMIT (8000) over the limit. */
    async create(userId: string, input: DeviceTypeCreate): Promise<DeviceTypeView> {
      const { devtype, comment, mode, much_data, ...sections } = input;
      const now = clock.now();
      await withOwnerLock(db, userId, now, async (trx) => {
        const repo = devtypesRepository(trx);
        if (await repo.find(userId, devtype)) throw AppError.of('DEVICE_TYPE_EXISTS');
        if ((await repo.count(userId)) >= limit) throw deviceTypeLimitError(limit);
        await repo.insert({
          userId,
          devtype,
          comment: comment ?? '',
          mode,
          ...sectionColumns(sections),
          createdAt: now,
          updatedAt: now,
        });
        if (much_data) await repo.replaceTopics(userId, devtype, much_data, now);
      });
      return view(userId, devtype);
    },

    /** Replaces the comment, the mode and the sections given (much_data as a whole). */
    update(userId: string, devtype: string, input: DeviceTypeUpdate): Promise<DeviceTypeView> {
      const { comment, mode, much_data, ...sections } = input;
      const set = {
        ...(comment !== undefined ? { comment } : {}),
        ...(mode !== undefined ? { mode } : {}),
        ...sectionColumns(sections),
      };
      return change(userId, devtype, set, async (repo, now) => {
        if (much_data) await repo.replaceTopics(userId, devtype, much_data, now);
      });
    },

    /** Replaces one section. */
    putSection<S extends DeviceTypeSection>(
      userId: string,
      devtype: string,
      section: S,
      value: DeviceTypeSections[S],
    ): Promise<DeviceTypeView> {
      const sections: Partial<DeviceTypeSections> = { [section]: value };
      return change(userId, devtype, sectionColumns(sections));
    },

    /** Sets the points of one much_data topic. */
    putTopic(userId: string, devtype: string, topic: string, points: Point[]): Promise<DeviceTypeView> {
      return change(userId, devtype, {}, (repo, now) => repo.putTopic(userId, devtype, topic, points, now));
    },

    /** Removes one much_data topic; 404 when the type has no such topic. */
    deleteTopic(userId: string, devtype: string, topic: string): Promise<DeviceTypeView> {
      return change(userId, devtype, {}, async (repo) => {
        if (!(await repo.deleteTopic(userId, devtype, topic))) throw AppError.of('NOT_FOUND');
      });
    },

    /**
     * Deletes the named types, all or none: 404 (data.devtypes) when some are not the user's, 409
     * DEVICE_TYPE_IN_USE (data.devtypes) when some still have devices.
     */
    async remove(userId: string, devtypes: readonly string[]): Promise<BatchDeleteResult> {
      const names = [...new Set(devtypes)];
      // Under the lock, no device of these types can be created between the check and the delete.
      return withOwnerLock(db, userId, clock.now(), async (trx) => {
        const repo = devtypesRepository(trx);
        const existing = new Set(await repo.existing(userId, names));
        const missing = names.filter((name) => !existing.has(name));
        if (missing.length > 0) throw AppError.of('NOT_FOUND', { devtypes: missing });
        const inUse = await repo.withDevices(userId, names);
        if (inUse.length > 0) throw AppError.of('DEVICE_TYPE_IN_USE', { devtypes: inUse });
        return { deleted: await repo.deleteMany(userId, names) };
      });
    },
  };
}
