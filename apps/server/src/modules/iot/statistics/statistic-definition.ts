import { isStatisticBuiltin } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import type { Definition } from './statistic-compute';
import type { StatisticExampleRow } from './statistic-examples.repository';
import { compileFormula } from './statistic-formula';
import { paramsOf } from './statistic-view';

/**
 * What an example computes now: its built-in on its point, or its formula algorithm as saved (checked again
 * here: a formula is only ever evaluated through compileFormula). Undefined when the formula is gone.
 */
export async function definitionOf(db: Db, example: StatisticExampleRow): Promise<Definition | undefined> {
  const { algorithmId } = example;
  if (isStatisticBuiltin(algorithmId)) {
    const params = paramsOf(example);
    const param = algorithmId === 'percentile' ? params.p : params.threshold;
    return {
      calls: [{ kind: algorithmId, point: example.point ?? '', param }],
      combine: ([value]) => value,
    };
  }
  const algorithm = await db
    .selectFrom('statisticAlgorithms')
    .select('formula')
    .where('id', '=', algorithmId)
    .where('userId', '=', example.userId)
    .executeTakeFirst();
  if (!algorithm) return undefined;
  const formula = compileFormula(algorithm.formula);
  return { calls: formula.calls, combine: formula.evaluate };
}
