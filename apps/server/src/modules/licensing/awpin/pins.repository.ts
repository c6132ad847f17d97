import type { Pin, PinModelView } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';

/** Pin-map queries: a model's map is its pins, keyed by the lower-cased model. */
export function pinsRepository(db: Db) {
  return {
    async models(): Promise<PinModelView[]> {
      const rows = await db
        .selectFrom('boardPins')
        .select([
          (eb) => eb.fn.min<string>('model').as('model'),
          (eb) => eb.fn.countAll<number | string>().as('pins'),
          (eb) => eb.fn.max<number | string>('updatedAt').as('updatedAt'),
        ])
        .groupBy('modelKey')
        .orderBy('modelKey')
        .execute();
      return rows.map((row) => ({
        model: row.model,
        pins: Number(row.pins),
        updatedAt: Number(row.updatedAt),
      }));
    },

    /** A model's pins by number, and when the map was last written (null: no map). */
    async map(model: string): Promise<{ model: string; pins: Pin[]; updatedAt: number | null }> {
      const rows = await db
        .selectFrom('boardPins')
        .selectAll()
        .where('modelKey', '=', model.toLowerCase())
        .orderBy('pin')
        .execute();
      return {
        model: rows[0]?.model ?? model,
        pins: rows.map((row) => ({
          pin: Number(row.pin),
          name: row.name,
          functions: JSON.parse(row.functions) as string[],
          voltage: row.voltage,
          notes: row.notes,
        })),
        updatedAt: rows.length > 0 ? Math.max(...rows.map((row) => Number(row.updatedAt))) : null,
      };
    },

    /** Replaces a model's whole map with these pins. */
    async replace(model: string, pins: readonly Pin[], now: number): Promise<void> {
      const modelKey = model.toLowerCase();
      await db.deleteFrom('boardPins').where('modelKey', '=', modelKey).execute();
      if (pins.length === 0) return;
      // Chunks keep each statement under SQLite's bound-parameter limit (8 columns a row).
      for (let at = 0; at < pins.length; at += 100)
        await db
          .insertInto('boardPins')
          .values(
            pins.slice(at, at + 100).map((pin) => ({
              modelKey,
              model,
              pin: pin.pin,
              name: pin.name,
              functions: JSON.stringify(pin.functions),
              voltage: pin.voltage,
              notes: pin.notes,
              updatedAt: now,
            })),
          )
          .execute();
    },

    /** Deletes a model's map; answers how many pins it had. */
    async delete(model: string): Promise<number> {
      const result = await db
        .deleteFrom('boardPins')
        .where('modelKey', '=', model.toLowerCase())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
