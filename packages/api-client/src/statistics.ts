import {
  toListQueryParams,
  type StatisticAlgorithmBodyInput,
  type StatisticAlgorithmPage,
  type StatisticAlgorithmView,
  type StatisticExampleBodyInput,
  type StatisticExampleOption,
  type StatisticExamplePage,
  type StatisticExampleView,
  type StatisticResultPage,
  type StatisticResultSource,
  type StatisticResultView,
  type StatisticState,
  type StatisticWindow,
} from '@fleetkey/contract';
import type { ApiClient, FileAnswer } from './client';

/** A statistics list's window and order. */
export interface StatisticListWindow {
  skip?: number;
  limit?: number;
  descend?: boolean;
}

/** GET /statistics/result filter, and windows starting in [from, to) (epoch ms). */
export interface StatisticResultQuery extends StatisticListWindow {
  exampleId?: string;
  devid?: string;
  source?: StatisticResultSource;
  from?: number;
  to?: number;
}

const resultQuery = ({ exampleId, devid, source, from, to, ...window }: StatisticResultQuery) => ({
  ...toListQueryParams({ ...window, filter: { exampleId, devid, source } }),
  from,
  to,
});

/** Statistics: algorithms, examples and their schedule, results (iot-console.md §7 "Statistics"). */
export function statisticsApi(client: ApiClient) {
  const algorithmPath = (id: string) => `/statistics/algorithm/${encodeURIComponent(id)}`;
  const examplePath = (id: string) => `/statistics/example/${encodeURIComponent(id)}`;
  const resultPath = (id: string) => `/statistics/result/${encodeURIComponent(id)}`;
  return {
    /** GET /statistics/algorithm: built-ins first, then the formulas (newest first). */
    algorithms: (query: { name?: string; builtin?: boolean } & StatisticListWindow = {}) => {
      const { name, builtin, ...window } = query;
      return client.get<StatisticAlgorithmPage>('/statistics/algorithm', {
        query: toListQueryParams({ ...window, filter: { name, builtin } }),
      });
    },
    algorithm: (id: string) => client.get<StatisticAlgorithmView>(algorithmPath(id)),
    /** POST /statistics/algorithm: a formula, checked when saved (400 on `formula` naming what is wrong). */
    createAlgorithm: (body: StatisticAlgorithmBodyInput) =>
      client.post<StatisticAlgorithmView>('/statistics/algorithm', { body }),
    updateAlgorithm: (id: string, body: StatisticAlgorithmBodyInput) =>
      client.put<StatisticAlgorithmView>(algorithmPath(id), { body }),
    /** DELETE /statistics/algorithm/{id}: refused (409) while examples use it. */
    removeAlgorithm: (id: string) => client.delete<null>(algorithmPath(id)),

    /** GET /statistics/example. */
    examples: (
      query: {
        name?: string;
        state?: StatisticState;
        algorithmId?: string;
        devtype?: string;
        window?: StatisticWindow;
      } & StatisticListWindow = {},
    ) => {
      const { skip, limit, descend, ...filter } = query;
      return client.get<StatisticExamplePage>('/statistics/example', {
        query: toListQueryParams({ skip, limit, descend, filter }),
      });
    },
    /** GET /statistics/example/select_list: id and name of every example, for pickers. */
    exampleOptions: () => client.get<StatisticExampleOption[]>('/statistics/example/select_list'),
    example: (id: string) => client.get<StatisticExampleView>(examplePath(id)),
    createExample: (body: StatisticExampleBodyInput) =>
      client.post<StatisticExampleView>('/statistics/example', { body }),
    updateExample: (id: string, body: StatisticExampleBodyInput) =>
      client.put<StatisticExampleView>(examplePath(id), { body }),
    removeExample: (id: string) => client.delete<null>(examplePath(id)),

    /** POST /statistics/schedule/start: runs them, computing missed windows from `from` first. */
    start: (ids: string[], from?: number) =>
      client.post<StatisticExampleView[]>('/statistics/schedule/start', { body: { ids, from } }),
    stop: (ids: string[]) =>
      client.post<StatisticExampleView[]>('/statistics/schedule/stop', { body: { ids } }),

    /** GET /statistics/result: `descend: false` gives a chart's series, oldest window first. */
    results: (query: StatisticResultQuery = {}) =>
      client.get<StatisticResultPage>('/statistics/result', { query: resultQuery(query) }),
    /** GET /statistics/result/export: the matching results as CSV, oldest window first. */
    exportResults: (query: Omit<StatisticResultQuery, keyof StatisticListWindow> = {}): Promise<FileAnswer> =>
      client.getFile('/statistics/result/export', { query: resultQuery(query) }),
    /** POST /statistics/result: a result by hand (409 when the window and device have one). */
    addResult: (body: {
      exampleId: string;
      devid: string;
      windowStart: number;
      value: number;
      note?: string;
    }) => client.post<StatisticResultView>('/statistics/result', { body }),
    /** PUT /statistics/result/{id}: overrides the value, with a note. */
    updateResult: (id: string, body: { value: number; note?: string }) =>
      client.put<StatisticResultView>(resultPath(id), { body }),
    removeResult: (id: string) => client.delete<null>(resultPath(id)),
  };
}
