import {
  isStatisticBuiltin,
  STATISTIC_LIMITS,
  type StatisticExampleBody,
  type StatisticExampleListQuery,
  type StatisticExampleOption,
  type StatisticExamplePage,
  type StatisticExampleView,
  type StatisticStart,
  windowEnd,
  windowStart,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import type { Ticker } from '../../../platform/ticker';
import { authoredBy, type DeviceScope, type IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { statisticAlgorithmsRepository } from './statistic-algorithms.repository';
import { statisticExamplesRepository, type StatisticExampleRow } from './statistic-examples.repository';
import { requireTargets } from '../rules/rule-targets';
import { toExampleView } from './statistic-view';

const DAY_MS = 86_400_000;
/** Examples one select_list answers. */
const OPTIONS_MAX = 1000;

/** The stored columns of an example body; a built-in keeps only the parameters it reads. */
function columnsOf(body: StatisticExampleBody) {
  const builtin = isStatisticBuiltin(body.algorithmId);
  const params =
    body.algorithmId === 'percentile'
      ? { p: body.params.p }
      : body.algorithmId === 'timeAbove' || body.algorithmId === 'timeBelow'
        ? { threshold: body.params.threshold }
        : {};
  return {
    name: body.name,
    description: body.description,
    algorithmId: body.algorithmId,
    point: builtin ? (body.point ?? null) : null,
    params: JSON.stringify(params),
    devtype: body.targets.devtype,
    targets: JSON.stringify(body.targets),
    period: body.window,
    timeZone: body.timeZone,
  };
}

/** Statistics examples (instances): saved, listed, changed, removed, started and stopped. */
export function statisticExamplesService({ db, clock }: Pick<AppContext, 'db' | 'clock'>, runner: Ticker) {
  const examples = statisticExamplesRepository(db);

  const requireExample = async (scope: DeviceScope, id: string): Promise<StatisticExampleRow> => {
    const row = await examples.find(scope, id);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  };
  const views = async (rows: readonly StatisticExampleRow[]): Promise<StatisticExampleView[]> => {
    const last = await examples.lastWindows(rows.map((row) => row.id));
    return rows.map((row) => toExampleView(row, last.get(row.id)));
  };
  const view = async (scope: DeviceScope, id: string): Promise<StatisticExampleView> => {
    const [found] = await views([await requireExample(scope, id)]);
    if (!found) throw AppError.of('NOT_FOUND');
    return found;
  };

  /** The algorithm must be a built-in or a formula the author sees; the targets within its scope. */
  const requireUsable = async (actor: IotActor, body: StatisticExampleBody) => {
    if (!isStatisticBuiltin(body.algorithmId)) {
      const formula = await statisticAlgorithmsRepository(db).find(actor.scope, body.algorithmId);
      if (!formula) throw AppError.of('NOT_FOUND', { algorithmId: body.algorithmId });
    }
    await requireTargets(db, actor.scope, body.targets);
  };

  /** Where a start computes from: `from`, or where it left off, or its creation; bounded by the backfill. */
  const firstWindow = (row: StatisticExampleRow, from: number | undefined, now: number) => {
    const earliest = now - STATISTIC_LIMITS.backfillDays * DAY_MS;
    const wanted = from ?? row.nextWindowStart ?? row.createdAt;
    const start = windowStart(Math.max(wanted, earliest), row.period, row.timeZone);
    return {
      nextWindowStart: start,
      dueAt: windowEnd(start, row.period, row.timeZone) + STATISTIC_LIMITS.settleMs,
    };
  };

  return {
    async list(scope: DeviceScope, query: StatisticExampleListQuery): Promise<StatisticExamplePage> {
      const page = await examples.list(scope, query);
      return { ...page, result: await views(page.result) };
    },

    options: (scope: DeviceScope): Promise<StatisticExampleOption[]> => examples.options(scope, OPTIONS_MAX),

    get: (scope: DeviceScope, id: string) => view(scope, id),

    /** Saves an example, stopped until started. */
    async create(actor: IotActor, body: StatisticExampleBody) {
      await requireUsable(actor, body);
      if ((await examples.countOf(actor.ownerId)) >= STATISTIC_LIMITS.examplesPerOwner)
        throw AppError.of('STATISTIC_LIMIT', { max: STATISTIC_LIMITS.examplesPerOwner });
      const now = clock.now();
      const id = randomUUID();
      await examples.insert({
        id,
        ...columnsOf(body),
        state: 'stopped',
        nextWindowStart: null,
        dueAt: null,
        leaseOwner: null,
        leaseUntil: null,
        ...authoredBy(actor, now),
      });
      return view(actor.scope, id);
    },

    /** Replaces an example's definition; what it computes changes only while it is stopped. */
    async update(actor: IotActor, id: string, body: StatisticExampleBody) {
      const current = await requireExample(actor.scope, id);
      await requireUsable(actor, body);
      const columns = columnsOf(body);
      const computing = ['algorithmId', 'point', 'params', 'period', 'timeZone'] as const;
      if (current.state === 'running' && computing.some((column) => columns[column] !== current[column]))
        throw AppError.of('STATISTIC_EXAMPLE_RUNNING');
      // A stopped example restarts from the window of the new definition that holds where it left off.
      const nextWindowStart =
        current.nextWindowStart === null
          ? null
          : windowStart(current.nextWindowStart, body.window, body.timeZone);
      await examples.update(actor.scope, [id], { ...columns, nextWindowStart, updatedAt: clock.now() });
      return view(actor.scope, id);
    },

    /** Deletes an example with its results. */
    async remove(scope: DeviceScope, id: string): Promise<void> {
      if (!(await examples.remove(scope, id))) throw AppError.of('NOT_FOUND');
    },

    /** Runs the examples (all found, or none: 404 naming the missing ids), backfilling missed windows. */
    async start(scope: DeviceScope, { ids, from }: StatisticStart): Promise<StatisticExampleView[]> {
      const rows = await examples.findMany(scope, ids);
      const found = new Set(rows.map((row) => row.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0) throw AppError.of('NOT_FOUND', { ids: missing });
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const repo = statisticExamplesRepository(trx);
        for (const row of rows) {
          // A running example keeps its place unless told where to start.
          if (row.state === 'running' && from === undefined) continue;
          await repo.update(scope, [row.id], {
            state: 'running',
            ...firstWindow(row, from, now),
            updatedAt: now,
          });
        }
      });
      runner.kick();
      return views(await examples.findMany(scope, ids));
    },

    /** Stops the examples (all found, or none); a window being written when it comes is not kept. */
    async stop(scope: DeviceScope, ids: readonly string[]): Promise<StatisticExampleView[]> {
      const rows = await examples.findMany(scope, ids);
      const found = new Set(rows.map((row) => row.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0) throw AppError.of('NOT_FOUND', { ids: missing });
      await examples.update(scope, ids, { state: 'stopped', dueAt: null, updatedAt: clock.now() });
      return views(await examples.findMany(scope, ids));
    },
  };
}
