import {
  CUSTOM_LIMITS,
  customBodySchema,
  toFieldErrors,
  VALIDATION_MESSAGES as M,
  type CommandDef,
  type CustomBody,
  type CustomKey,
  type CustomListQuery,
  type CustomView,
  type FieldError,
  type Point,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/engine';
import { requireWholeScope, type IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { bodyInvalid } from '../../../platform/errors/body-invalid';
import { devtypesRepository } from '../devtypes/devtypes.repository';
import { customsRepository, type CustomRow } from './customs.repository';

function toView(row: CustomRow): CustomView {
  return {
    customname: row.customname,
    customtype: row.customtype as CustomView['customtype'],
    apptype: row.apptype as CustomView['apptype'],
    devtype: row.devtype,
    // Written only from values checked by their customtype's schema.
    value: JSON.parse(row.value) as CustomView['value'],
    updatedBy: row.updatedBy,
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
  };
}

/** Customs: named display templates and command panels per device type and app. */
export function customsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const repo = customsRepository(db);
  const types = devtypesRepository(db);

  /**
   * Checks a value against what its device type declares: a template's points must be data, status or
   * much_data points of the type, a panel's commands its commands (400 naming each entry that is not).
   */
  const checkAgainstType = async (ownerId: string, devtype: string, checked: CustomBody) => {
    const [row, topics] = await Promise.all([types.find(ownerId, devtype), types.topics(ownerId, devtype)]);
    if (!row) throw bodyInvalid([{ path: 'devtype', message: M.deviceTypeUnknown }]);
    const errors: FieldError[] = [];
    if (checked.customtype === 'displayTemplate') {
      // Sections are written only from validated bodies.
      const declared = new Set(
        [row.data, row.status]
          .flatMap((json) => JSON.parse(json) as Point[])
          .concat(Object.values(topics).flat())
          .map((p) => p.name),
      );
      checked.value.points.forEach((point, index) => {
        if (!declared.has(point.name))
          errors.push({ path: `value.points.${index}.name`, message: M.pointUndeclared });
      });
    } else {
      const commands = new Set((JSON.parse(row.commands) as CommandDef[]).map((command) => command.name));
      checked.value.buttons.forEach((button, index) => {
        if (!commands.has(button.command))
          errors.push({ path: `value.buttons.${index}.command`, message: M.commandUndeclared });
      });
    }
    if (errors.length > 0) throw bodyInvalid(errors);
  };

  const requireCustom = async (ownerId: string, key: CustomKey) => {
    const row = await repo.find(ownerId, key);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  };

  return {
    async list(ownerId: string, query: CustomListQuery): Promise<CustomView[]> {
      return (await repo.list(ownerId, query)).map(toView);
    },

    async get(ownerId: string, key: CustomKey): Promise<CustomView> {
      return toView(await requireCustom(ownerId, key));
    },

    /**
     * A new custom. A sub-user scoped to groups may not: a custom shapes every device of the type, those
     * outside its scope too (403 SCOPE_LIMITED). The same key twice is 409 CUSTOM_EXISTS.
     */
    async create(actor: IotActor, body: CustomBody): Promise<CustomView> {
      requireWholeScope(actor.scope);
      await checkAgainstType(actor.ownerId, body.devtype, body);
      const now = clock.now();
      const row: CustomRow = {
        userId: actor.ownerId,
        devtype: body.devtype,
        customname: body.customname,
        customtype: body.customtype,
        apptype: body.apptype,
        value: JSON.stringify(body.value),
        updatedBy: actor.username,
        createdAt: now,
        updatedAt: now,
      };
      try {
        // Counted and written together, so two creations at once cannot both pass the limit.
        await db.transaction().execute(async (trx) => {
          if ((await repo.count(trx, actor.ownerId)) >= CUSTOM_LIMITS.perOwner)
            throw AppError.of('CUSTOM_LIMIT', { max: CUSTOM_LIMITS.perOwner });
          await repo.insert(trx, row);
        });
      } catch (error) {
        throw isUniqueViolation(error) ? AppError.of('CUSTOM_EXISTS') : error;
      }
      return toView(row);
    },

    /** Replaces a custom's value, checked by the key's customtype (the key itself does not change). */
    async update(actor: IotActor, key: CustomKey, value: Record<string, unknown>): Promise<CustomView> {
      requireWholeScope(actor.scope);
      await requireCustom(actor.ownerId, key);
      // Parsed as a whole body so the value is typed by the key's customtype (errors read `value.…`).
      const parsed = customBodySchema.safeParse({ ...key, value });
      if (!parsed.success) throw bodyInvalid(toFieldErrors(parsed.error.issues));
      await checkAgainstType(actor.ownerId, key.devtype, parsed.data);
      const set = {
        value: JSON.stringify(parsed.data.value),
        updatedBy: actor.username,
        updatedAt: clock.now(),
      };
      if (!(await repo.update(actor.ownerId, key, set))) throw AppError.of('NOT_FOUND');
      return toView(await requireCustom(actor.ownerId, key));
    },

    async remove(actor: IotActor, key: CustomKey): Promise<void> {
      requireWholeScope(actor.scope);
      if (!(await repo.delete(actor.ownerId, key))) throw AppError.of('NOT_FOUND');
    },
  };
}
