import type { Insertable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { CanFrameBatchesTable } from '../../../../db/schema';
import type { PointRow } from '../../telemetry/telemetry-rows';
import type { BoundStrategy } from './bound-strategies';
import type { CanFrameIn } from './can-payload';

// One CAN message becomes rows of raw frames (each spanning at most a minute of frame time, so a range is
// read by its start alone) and the decoded points of the bound strategy, one value per point per sampling
// interval, at the frames' times.

/** Longest span of frame time one stored row holds. */
export const CAN_BATCH_SPAN_MS = 60_000;

/** The last stored time of each (device, point), for sampling intervals. */
export interface CanSampler {
  last(devid: string, key: string): number | undefined;
  /** Records what a stored message kept (called only once it is stored, so a retried message keeps them). */
  kept(devid: string, times: ReadonlyMap<string, number>): void;
}

/** Entries before the sampler forgets everything (a point kept once more is harmless; memory is not). */
const SAMPLER_MAX = 500_000;

/** A node's sampling memory. */
export function createCanSampler(): CanSampler {
  let last = new Map<string, number>();
  return {
    last: (devid, key) => last.get(`${devid}\0${key}`),
    kept(devid, times) {
      if (last.size > SAMPLER_MAX) last = new Map<string, number>();
      for (const [key, time] of times) last.set(`${devid}\0${key}`, time);
    },
  };
}

/** What one CAN message stores. */
export interface CanWrite {
  batches: Insertable<CanFrameBatchesTable>[];
  points: PointRow[];
  /** The time of each point kept, for the sampler once stored. */
  keptTimes: Map<string, number>;
  frames: number;
  unknown: number;
}

function packed(frames: readonly CanFrameIn[]): string {
  return JSON.stringify(
    frames.map((frame) => [frame.time, frame.id, frame.extended ? 1 : 0, frame.data.toString('hex')]),
  );
}

/** Builds the rows of a message's frames, decoded with the device's strategy (null: stored raw only). */
export function canWrite(
  devid: string,
  frames: readonly CanFrameIn[],
  strategy: BoundStrategy | null,
  sampler: CanSampler,
  digest: string,
  receivedAt: number,
): CanWrite {
  const sorted = [...frames].sort((a, b) => a.time - b.time);
  const values = new Map<number, Map<string, number>>();
  const keptTimes = new Map<string, number>();
  const unknownAt: boolean[] = [];
  const interval = strategy?.intervalMs ?? 0;

  for (const frame of sorted) {
    const points = strategy?.pointsOf(frame.id, frame.extended, frame.data) ?? null;
    // Unknown is what the bound strategy's DBC does not know: a frame that came while none was bound was
    // never looked up, and counted as unknown it stayed so after a strategy was bound (issue 34).
    unknownAt.push(strategy !== null && points === null);
    if (!points) continue;
    for (const { key, value } of points) {
      const previous = keptTimes.get(key) ?? sampler.last(devid, key);
      if (interval > 0 && previous !== undefined && Math.abs(frame.time - previous) < interval) continue;
      keptTimes.set(key, frame.time);
      let row = values.get(frame.time);
      if (!row) values.set(frame.time, (row = new Map<string, number>()));
      // Two frames of one millisecond: the later one's value is the one kept.
      row.set(key, value);
    }
  }

  const batches: Insertable<CanFrameBatchesTable>[] = [];
  for (let start = 0; start < sorted.length;) {
    const first = (sorted[start] as CanFrameIn).time;
    let end = start + 1;
    while (end < sorted.length && (sorted[end] as CanFrameIn).time - first < CAN_BATCH_SPAN_MS) end++;
    const chunk = sorted.slice(start, end);
    batches.push({
      id: randomUUID(),
      devid,
      firstTs: first,
      lastTs: (chunk[chunk.length - 1] as CanFrameIn).time,
      frameCount: chunk.length,
      unknownCount: unknownAt.slice(start, end).filter(Boolean).length,
      digest,
      receivedAt,
      frames: packed(chunk),
    });
    start = end;
  }

  const points: PointRow[] = [];
  for (const [ts, row] of values)
    for (const [key, num] of row) points.push({ devid, key, ts, num, str: null });
  return {
    batches,
    points,
    keptTimes,
    frames: sorted.length,
    unknown: unknownAt.filter(Boolean).length,
  };
}
