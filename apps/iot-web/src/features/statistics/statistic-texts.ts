import {
  isStatisticBuiltin,
  STATISTIC_BUILTIN_CATALOGUE,
  type StatisticAlgorithmView,
  type StatisticBuiltin,
} from '@fleetkey/contract';

// Built-in algorithms are named by the contract's catalogue in both languages (the server lists them by
// kind); their longer explanations are the console's texts under `statistics.builtins`.

/** A built-in's name in the UI language. */
export function builtinName(kind: StatisticBuiltin, language: string): string {
  const entry = STATISTIC_BUILTIN_CATALOGUE.find((one) => one.key === kind);
  if (!entry) return kind;
  return language.startsWith('zh') ? entry.zh : entry.en;
}

/** An algorithm's name as lists show it: a built-in's in the UI language, a formula's own, else its id. */
export function algorithmName(
  algorithmId: string,
  algorithms: readonly Pick<StatisticAlgorithmView, 'id' | 'name'>[] | undefined,
  language: string,
): string {
  if (isStatisticBuiltin(algorithmId)) return builtinName(algorithmId, language);
  return algorithms?.find((one) => one.id === algorithmId)?.name ?? algorithmId;
}

/** Antd badge states of an example's schedule. */
export const STATE_BADGES = { running: 'processing', stopped: 'default' } as const;
