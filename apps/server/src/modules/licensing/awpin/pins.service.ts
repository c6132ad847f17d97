import type { PinFileRow, PinImportResult, PinMapSave, PinMapView } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { withOplog, type OplogActor } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { pinsRepository } from './pins.repository';

/** Pin maps of board models (PinManage): saved whole, imported from a file all or nothing, deleted. */
export function pinsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return {
    async save(actor: OplogActor, map: PinMapSave): Promise<PinMapView> {
      const text = oplogText('savedPinMap', { model: map.model, count: map.pins.length });
      await withOplog(db, clock, actor, text, (trx) =>
        pinsRepository(trx).replace(map.model, map.pins, clock.now()),
      );
      return pinsRepository(db).map(map.model);
    },

    /** Replaces the map of every model the file names with the file's pins, in one transaction. */
    async import(actor: OplogActor, fileName: string, rows: readonly PinFileRow[]): Promise<PinImportResult> {
      const byModel = new Map<string, { model: string; pins: PinFileRow[] }>();
      for (const row of rows) {
        const key = row.model.toLowerCase();
        const entry = byModel.get(key) ?? { model: row.model, pins: [] };
        entry.pins.push(row);
        byModel.set(key, entry);
      }
      const models = [...byModel.values()].map((entry) => entry.model);
      const text = oplogText('importedPins', { fileName, models: models.join(', '), count: rows.length });
      await withOplog(db, clock, actor, text, async (trx) => {
        const now = clock.now();
        for (const { model, pins } of byModel.values())
          await pinsRepository(trx).replace(
            model,
            pins.map(({ model: _model, ...pin }) => pin),
            now,
          );
      });
      return { models, pins: rows.length };
    },

    async remove(actor: OplogActor, model: string): Promise<void> {
      await withOplog(db, clock, actor, oplogText('deletedPinMap', { model }), async (trx) => {
        // Nothing deleted: roll back, so no log entry is left for a map that was not there.
        if ((await pinsRepository(trx).delete(model)) === 0) throw AppError.of('NOT_FOUND');
      });
    },
  };
}
