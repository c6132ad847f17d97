import {
  VALIDATION_MESSAGES as M,
  type DbcBindBody,
  type DbcBindingView,
  type DbcStrategyBody,
  type DbcStrategyView,
  type FieldError,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { requireReachInScope, requireWholeScope, type DeviceScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { bodyInvalid } from '../../../platform/errors/body-invalid';
import { devicesRepository } from '../devices/devices.repository';
import { devtypesRepository } from '../devtypes/devtypes.repository';
import type { dbcService } from './dbc.service';
import {
  dbcStrategiesRepository,
  type DbcBindingRow,
  type DbcStrategyRow,
} from './dbc-strategies.repository';

type StoredSignal = DbcStrategyView['signals'][number];

function toView(row: DbcStrategyRow): DbcStrategyView {
  return {
    id: row.id,
    name: row.name,
    dbc: row.dbcName,
    devtype: row.devtype,
    intervalMs: Number(row.intervalMs),
    signals: JSON.parse(row.signals) as StoredSignal[],
    updatedAt: new Date(Number(row.updatedAt)).toISOString(),
  };
}

function bindingView(row: DbcBindingRow): DbcBindingView {
  return { strategyId: row.strategyId, devtype: row.devtype, devid: row.devid === '' ? null : row.devid };
}

/** DBC strategies (what to decode per device type) and their bindings to types and devices. */
export function dbcStrategyService(
  context: Pick<AppContext, 'db' | 'clock'>,
  files: ReturnType<typeof dbcService>,
) {
  const { db, clock } = context;
  const repo = dbcStrategiesRepository(db);

  const requireStrategy = async (ownerId: string, id: string) => {
    const row = await repo.find(ownerId, id);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  };

  /**
   * A strategy decodes the frames of every device it is bound to (all of its type for a whole-type binding):
   * a scoped sub-user may change or delete it only when each of those is in its scope (else 403).
   */
  const requireChangeable = (scope: DeviceScope, strategy: DbcStrategyRow) =>
    requireReachInScope(db, scope, (eb) => {
      const bound = eb
        .selectFrom('dbcBindings')
        .select('dbcBindings.devid')
        .where('dbcBindings.strategyId', '=', strategy.id);
      return eb.or([
        eb('devices.devid', 'in', bound),
        eb.and([
          eb('devices.devtype', '=', strategy.devtype),
          eb.exists(bound.where('dbcBindings.devid', '=', '')),
        ]),
      ]);
    });

  /** The signals as stored, after checking the type and that each signal is in the DBC (400 naming it). */
  const checked = async (scope: DeviceScope, body: DbcStrategyBody): Promise<StoredSignal[]> => {
    const [known] = await devtypesRepository(db).existing(scope.ownerId, [body.devtype]);
    if (!known) throw bodyInvalid([{ path: 'devtype', message: M.deviceTypeUnknown }]);
    const tree = await files.analyse(scope, body.dbc).catch((error: unknown) => {
      throw error instanceof AppError && error.status === 404
        ? bodyInvalid([{ path: 'dbc', message: M.invalidOption }])
        : error;
    });
    const errors: FieldError[] = [];
    const points = new Set<string>();
    const signals = body.signals.map((entry, index) => {
      const message = tree.messages.find((candidate) => candidate.name === entry.message);
      if (!message) errors.push({ path: `signals.${index}.message`, message: M.invalidOption });
      else if (!message.signals.some((signal) => signal.name === entry.signal)) {
        errors.push({ path: `signals.${index}.signal`, message: M.invalidOption });
      }
      const point = entry.point ?? entry.signal;
      if (points.has(point)) errors.push({ path: `signals.${index}.point`, message: M.duplicate });
      points.add(point);
      return { message: entry.message, signal: entry.signal, point };
    });
    if (errors.length > 0) throw bodyInvalid(errors);
    return signals;
  };

  const strategyBindings = async (scope: DeviceScope, strategyId: string) =>
    (await repo.bindings(scope)).filter((row) => row.strategyId === strategyId).map(bindingView);

  return {
    async list(scope: DeviceScope): Promise<DbcStrategyView[]> {
      return (await repo.list(scope.ownerId)).map(toView);
    },

    async get(scope: DeviceScope, id: string): Promise<DbcStrategyView> {
      return toView(await requireStrategy(scope.ownerId, id));
    },

    async create(scope: DeviceScope, body: DbcStrategyBody): Promise<DbcStrategyView> {
      const signals = await checked(scope, body);
      const now = clock.now();
      const row: DbcStrategyRow = {
        id: randomUUID(),
        userId: scope.ownerId,
        name: body.name,
        dbcName: body.dbc,
        devtype: body.devtype,
        intervalMs: body.intervalMs,
        signals: JSON.stringify(signals),
        createdAt: now,
        updatedAt: now,
      };
      await repo.insert(row);
      return toView(row);
    },

    /** Replaces a strategy; bindings to devices of another type than the new one are dropped. */
    async update(scope: DeviceScope, id: string, body: DbcStrategyBody): Promise<DbcStrategyView> {
      const old = await requireStrategy(scope.ownerId, id);
      await requireChangeable(scope, old);
      const signals = await checked(scope, body);
      const row: DbcStrategyRow = {
        ...old,
        name: body.name,
        dbcName: body.dbc,
        devtype: body.devtype,
        intervalMs: body.intervalMs,
        signals: JSON.stringify(signals),
        updatedAt: clock.now(),
      };
      await repo.update(row);
      return toView(row);
    },

    async remove(scope: DeviceScope, id: string): Promise<void> {
      const strategy = await requireStrategy(scope.ownerId, id);
      await requireChangeable(scope, strategy);
      await repo.delete(strategy.id);
    },

    async bindings(scope: DeviceScope): Promise<DbcBindingView[]> {
      return (await repo.bindings(scope)).map(bindingView);
    },

    /**
     * Binds a strategy to its whole type (only for a sub-user that reaches all devices) or to listed devices
     * of that type in the scope (400 on `devids` naming those that are not).
     */
    async bind(scope: DeviceScope, body: DbcBindBody): Promise<DbcBindingView[]> {
      const strategy = await requireStrategy(scope.ownerId, body.strategyId);
      if (!body.devids) {
        requireWholeScope(scope);
        await repo.bind(scope.ownerId, strategy.id, strategy.devtype, ['']);
      } else {
        const found = await devicesRepository(db).findMany(scope, body.devids);
        const fitting = new Set(
          found.filter((row) => row.devtype === strategy.devtype).map((row) => row.devid),
        );
        const wrong = body.devids.filter((devid) => !fitting.has(devid));
        if (wrong.length > 0) throw bodyInvalid([{ path: 'devids', message: M.invalidOption }]);
        await repo.bind(scope.ownerId, strategy.id, strategy.devtype, [...fitting]);
      }
      return strategyBindings(scope, strategy.id);
    },

    /**
     * Unbinds a strategy from its whole type (only for a sub-user that reaches all devices) or from listed
     * devices in the scope (400 on `devids` naming devices outside it). Unbinding what is not bound is a no-op.
     * Ingest reads bindings through a 5 s memo, so frames decode with the old binding for up to 5 s.
     */
    async unbind(scope: DeviceScope, body: DbcBindBody): Promise<DbcBindingView[]> {
      const strategy = await requireStrategy(scope.ownerId, body.strategyId);
      if (!body.devids) {
        requireWholeScope(scope);
        await repo.unbind(scope.ownerId, strategy.id, ['']);
      } else {
        const found = new Set(
          (await devicesRepository(db).findMany(scope, body.devids)).map((row) => row.devid),
        );
        const wrong = body.devids.filter((devid) => !found.has(devid));
        if (wrong.length > 0) throw bodyInvalid([{ path: 'devids', message: M.invalidOption }]);
        await repo.unbind(scope.ownerId, strategy.id, body.devids);
      }
      return strategyBindings(scope, strategy.id);
    },
  };
}
