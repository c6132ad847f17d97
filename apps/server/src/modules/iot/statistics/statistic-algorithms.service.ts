import {
  isStatisticBuiltin,
  STATISTIC_LIMITS,
  type StatisticAlgorithmBody,
  type StatisticAlgorithmListQuery,
  type StatisticAlgorithmPage,
  type StatisticAlgorithmView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { authoredBy, type DeviceScope, type IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { statisticAlgorithmsRepository, type StatisticAlgorithmRow } from './statistic-algorithms.repository';
import { compileFormula, FormulaError, type Formula } from './statistic-formula';
import { BUILTIN_VIEWS, toAlgorithmView } from './statistic-view';

/** A formula checked for saving; a refusal is a 400 on `formula` naming what is at fault. */
function checkedFormula(text: string): Formula {
  try {
    return compileFormula(text);
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
    const fields = [{ location: 'body', path: 'formula', message: error.key }];
    throw new AppError(400, 'VALIDATION_FAILED', `body.formula: ${error.message}`, {
      fields,
      formula: { at: error.at ?? null },
    });
  }
}

/** A stored formula's points (it was checked when saved). */
const pointsOf = (row: StatisticAlgorithmRow) => compileFormula(row.formula).points;

/** Statistics algorithms: the built-ins, listed, and the user's formulas, saved, changed and removed. */
export function statisticAlgorithmsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const algorithms = statisticAlgorithmsRepository(db);

  const requireFormula = async (scope: DeviceScope, id: string): Promise<StatisticAlgorithmRow> => {
    const row = await algorithms.find(scope, id);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  };

  return {
    /** Built-ins first (all of them match no `builtin: false` filter), then the formulas, in one paging. */
    async list(scope: DeviceScope, query: StatisticAlgorithmListQuery): Promise<StatisticAlgorithmPage> {
      const { name, builtin } = query.filter;
      const needle = name?.toLowerCase();
      const builtins =
        builtin === false
          ? []
          : BUILTIN_VIEWS.filter((view) => !needle || view.name.toLowerCase().includes(needle));
      const shown = builtins.slice(query.skip, query.skip + query.limit);
      if (builtin === true)
        return { totalCount: builtins.length, result: query.aggregation === 'count' ? [] : shown };
      const skip = Math.max(0, query.skip - builtins.length);
      const limit = Math.max(1, query.limit - shown.length);
      const page = await algorithms.list(scope, name, { ...query, skip, limit });
      const formulas =
        shown.length < query.limit ? page.result.map((row) => toAlgorithmView(row, pointsOf(row))) : [];
      return {
        totalCount: builtins.length + page.totalCount,
        result: query.aggregation === 'count' ? [] : [...shown, ...formulas],
      };
    },

    async get(scope: DeviceScope, id: string): Promise<StatisticAlgorithmView> {
      const builtin = BUILTIN_VIEWS.find((view) => view.id === id);
      if (builtin) return builtin;
      const row = await requireFormula(scope, id);
      return toAlgorithmView(row, pointsOf(row));
    },

    async create(actor: IotActor, body: StatisticAlgorithmBody): Promise<StatisticAlgorithmView> {
      const formula = checkedFormula(body.formula);
      if ((await algorithms.countOf(actor.ownerId)) >= STATISTIC_LIMITS.algorithmsPerOwner)
        throw AppError.of('STATISTIC_LIMIT', { max: STATISTIC_LIMITS.algorithmsPerOwner });
      const now = clock.now();
      const id = randomUUID();
      await algorithms.insert({
        id,
        ...body,
        ...authoredBy(actor, now),
      });
      return toAlgorithmView(await requireFormula(actor.scope, id), formula.points);
    },

    /**
     * Replaces a formula's name, description, unit and formula. A new formula is refused while running
     * examples use it (409 STATISTIC_ALGORITHM_IN_USE naming them): a series keeps one definition.
     */
    async update(actor: IotActor, id: string, body: StatisticAlgorithmBody): Promise<StatisticAlgorithmView> {
      if (isStatisticBuiltin(id)) throw AppError.of('NOT_FOUND');
      const current = await requireFormula(actor.scope, id);
      const formula = checkedFormula(body.formula);
      if (body.formula !== current.formula) {
        const running = await algorithms.usedBy(actor.ownerId, id, true);
        if (running.length > 0) throw AppError.of('STATISTIC_ALGORITHM_IN_USE', { examples: running });
      }
      await algorithms.update(actor.scope, id, { ...body, updatedAt: clock.now() });
      return toAlgorithmView(await requireFormula(actor.scope, id), formula.points);
    },

    /** Deletes a formula no example uses; otherwise 409 STATISTIC_ALGORITHM_IN_USE naming them. */
    async remove(scope: DeviceScope, id: string): Promise<void> {
      await requireFormula(scope, id);
      const users = await algorithms.usedBy(scope.ownerId, id, false);
      if (users.length > 0) throw AppError.of('STATISTIC_ALGORITHM_IN_USE', { examples: users });
      await algorithms.remove(scope, id);
    },
  };
}
