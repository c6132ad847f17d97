import type { FrameDecoder } from '@fleetkey/can';
import type { Db } from '../../../../db/kysely';
import { ttlMemo } from '../../../../platform/ttl-memo';
import type { DbcDecoders } from '../dbc-decoders';
import { dbcFilesRepository } from '../dbc-files.repository';
import { dbcStrategiesRepository, type DbcStrategyRow } from '../dbc-strategies.repository';

// Each CAN message is decoded with the strategy bound to its device. The binding is remembered per device
// for a few seconds (like a type's rules): an owner's change of strategy or binding applies to the frames
// that arrive after that delay on every node; frames already stored keep the points they were decoded into.

/** How long a device's bound strategy is remembered. */
export const CAN_STRATEGY_TTL_MS = 5_000;

/** A decoded point of a frame. */
export interface DecodedPoint {
  key: string;
  value: number;
}

/** A strategy bound to a device, ready to decode its frames. */
export interface BoundStrategy {
  id: string;
  name: string;
  dbc: string;
  /** Milliseconds between stored values of one point (0: every frame's). */
  intervalMs: number;
  /** The strategy's points a frame carries; null when the DBC has no message for its id. */
  pointsOf(id: number, extended: boolean, data: Uint8Array): DecodedPoint[] | null;
}

/** The strategy bound to each device, remembered for CAN_STRATEGY_TTL_MS. */
export interface BoundStrategies {
  /** Null when no strategy is bound (or its DBC file is gone). */
  of(devid: string, devtype: string): Promise<BoundStrategy | null>;
}

function bind(row: DbcStrategyRow, decoder: FrameDecoder): BoundStrategy {
  const points = new Map<string, string>();
  for (const entry of JSON.parse(row.signals) as { message: string; signal: string; point: string }[])
    points.set(`${entry.message}\0${entry.signal}`, entry.point);
  return {
    id: row.id,
    name: row.name,
    dbc: row.dbcName,
    intervalMs: Number(row.intervalMs),
    pointsOf(id, extended, data) {
      const frame = decoder.decode(id, extended, data);
      if (!frame) return null;
      const found: DecodedPoint[] = [];
      for (const signal of frame.signals) {
        const key = points.get(`${frame.message.name}\0${signal.signal}`);
        // Points are doubles: a wide whole number decoded exactly as a decimal string is stored as its nearest.
        if (key !== undefined) found.push({ key, value: Number(signal.value) });
      }
      return found;
    },
  };
}

/** A node's cache of bound strategies; DBC files are compiled once per content by `decoders`. */
export function createBoundStrategies(db: Db, decoders: DbcDecoders, now: () => number): BoundStrategies {
  const strategies = dbcStrategiesRepository(db);
  const files = dbcFilesRepository(db);
  const memo = ttlMemo<BoundStrategy | null>(CAN_STRATEGY_TTL_MS, now);
  // One compiled selection per strategy version, shared by every device bound to it.
  const compiled = new Map<string, BoundStrategy>();

  const read = async (devid: string, devtype: string): Promise<BoundStrategy | null> => {
    const row = await strategies.boundTo(devid, devtype);
    if (!row) return null;
    const file = await files.find(row.userId, row.dbcName);
    if (!file) return null;
    const version = `${row.id}\0${row.updatedAt}\0${file.sha256}`;
    let bound = compiled.get(version);
    if (!bound) {
      bound = bind(row, await decoders.decoderOf(file));
      for (const key of compiled.keys()) if (key.startsWith(`${row.id}\0`)) compiled.delete(key);
      compiled.set(version, bound);
    }
    return bound;
  };

  return {
    of: (devid, devtype) => memo(`${devid}\n${devtype}`, () => read(devid, devtype)),
  };
}
