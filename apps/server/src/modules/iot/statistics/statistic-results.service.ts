import {
  STATISTIC_LIMITS,
  VALIDATION_MESSAGES,
  type StatisticResultBody,
  type StatisticResultListQuery,
  type StatisticResultPage,
  type StatisticResultUpdate,
  type StatisticResultView,
  windowEnd,
  windowStart,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { csvTable } from '../../../platform/http/csv';
import type { DeviceScope, IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { bodyInvalid } from '../../../platform/errors/body-invalid';
import { statisticExamplesRepository } from './statistic-examples.repository';
import { statisticResultsRepository, type ResultFilter } from './statistic-results.repository';
import { exampleDevices } from './statistic-targets';
import { toResultView } from './statistic-view';

const CSV_HEADER = [
  'exampleId',
  'devid',
  'windowStart',
  'windowEnd',
  'windowStartIso',
  'value',
  'samples',
  'source',
  'note',
  'editedBy',
] as const;

/** Statistics results: listed (a chart reads them oldest first), exported, added, overridden, removed. */
export function statisticResultsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const results = statisticResultsRepository(db);

  const requireResult = async (scope: DeviceScope, id: string) => {
    const row = await results.find(scope, id);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  };

  return {
    async list(scope: DeviceScope, query: StatisticResultListQuery): Promise<StatisticResultPage> {
      const page = await results.list(scope, query);
      return { ...page, result: page.result.map(toResultView) };
    },

    /** The matching results as CSV, oldest window first, at most STATISTIC_LIMITS.exportRowsMax rows. */
    async csv(scope: DeviceScope, query: ResultFilter): Promise<string> {
      const rows = await results.all(scope, query, STATISTIC_LIMITS.exportRowsMax);
      return csvTable(
        CSV_HEADER,
        rows
          .map(toResultView)
          .map((row) => [
            row.exampleId,
            row.devid,
            row.windowStart,
            row.windowEnd,
            new Date(row.windowStart).toISOString(),
            row.value,
            row.samples,
            row.source,
            row.note,
            row.editedBy,
          ]),
      );
    },

    /**
     * A result by hand: for a device the example covers within the caller's scope, at a window start of the
     * example; 409 STATISTIC_RESULT_EXISTS when that window and device have one (edit it instead).
     */
    async add(actor: IotActor, body: StatisticResultBody): Promise<StatisticResultView> {
      const example = await statisticExamplesRepository(db).find(actor.scope, body.exampleId);
      if (!example) throw AppError.of('NOT_FOUND', { exampleId: body.exampleId });
      const covered = await exampleDevices(db, actor.scope, {
        devtype: example.devtype,
        devids: [body.devid],
      });
      if (covered.length === 0) throw AppError.of('NOT_FOUND', { devid: body.devid });
      if (windowStart(body.windowStart, example.period, example.timeZone) !== body.windowStart) {
        throw bodyInvalid([{ path: 'windowStart', message: VALIDATION_MESSAGES.windowStartInvalid }]);
      }
      const now = clock.now();
      const id = randomUUID();
      const added = await results.insert({
        id,
        exampleId: example.id,
        devid: body.devid,
        windowStart: body.windowStart,
        windowEnd: windowEnd(body.windowStart, example.period, example.timeZone),
        value: body.value,
        samples: 0,
        source: 'manual',
        note: body.note,
        editedBy: actor.username,
        editedAt: now,
        createdAt: now,
      });
      if (!added) {
        const existing = await results.findAt(example.id, body.windowStart, body.devid);
        throw AppError.of('STATISTIC_RESULT_EXISTS', { id: existing?.id ?? null });
      }
      return toResultView(await requireResult(actor.scope, id));
    },

    /** Overrides a value, keeping who did it, when, and the note. */
    async update(actor: IotActor, id: string, body: StatisticResultUpdate): Promise<StatisticResultView> {
      await requireResult(actor.scope, id);
      await results.update(id, {
        value: body.value,
        note: body.note,
        editedBy: actor.username,
        editedAt: clock.now(),
      });
      return toResultView(await requireResult(actor.scope, id));
    },

    /** Deletes a result; its window is not computed again (add one by hand to fill it). */
    async remove(scope: DeviceScope, id: string): Promise<void> {
      await requireResult(scope, id);
      await results.remove(id);
    },
  };
}
