import { createHash } from 'node:crypto';
import type { Db } from '../../../../db/kysely';
import type { Bus } from '../../../../platform/bus/bus';
import type { Clock } from '../../../../platform/clock';
import type { Rejection } from '../../ingest/data-rows';
import { announce, dataPayloads } from '../../ingest/live-announce';
import type { TypeRulesCache } from '../../devtypes/type-rules-cache';
import { checkPoint } from '../../devtypes/type-rules';
import type { RuleEngine } from '../../rules/engine/rule-engine';
import type { IngestWriter } from '../../telemetry/ingest-writer';
import { REDELIVERY_WINDOW_MS } from '../../telemetry/point-commit';
import type { BoundStrategies } from './bound-strategies';
import { canWrite, type CanSampler } from './can-batches';
import { canFramesRepository } from './can-frames.repository';
import { readCanPayload } from './can-payload';

// dev/{devtype}/{devid}/can: raw frames in, physical values out. The frames are stored as they came and the
// bound strategy's signals as ordinary points, in one transaction, so history, rules and statistics see
// signals like any data; the decoded rows also go to the device's live watchers (below).

/**
 * The topic kind decoded points are announced on to live watchers (as dev/…/can_decoded, a data payload).
 * Devices cannot publish it (it is not an uplink type) and the ingest does not read it.
 */
export const CAN_DECODED_KIND = 'can_decoded';

/** What the ingest needs to store a CAN message. */
export interface CanIngestDeps {
  db: Db;
  writer: IngestWriter;
  strategies: BoundStrategies;
  sampler: CanSampler;
  rules: TypeRulesCache;
  clock: Clock;
  ruleEngine: RuleEngine;
  bus: Pick<Bus, 'publish'>;
}

/** A CAN message read: what was refused, and the write (null when nothing is stored). */
export interface CanReceipt {
  rejections: Rejection[];
  stored: Promise<void> | null;
}

/** Reads and stores one CAN message of a device. */
export type CanIngest = (
  devtype: string,
  devid: string,
  payload: Buffer,
  redelivered: boolean,
) => Promise<CanReceipt>;

/** The CAN ingest of a node. */
export function createCanIngest(deps: CanIngestDeps): CanIngest {
  const { writer, strategies, sampler, rules, clock, ruleEngine, bus } = deps;
  const frames = canFramesRepository(deps.db);

  return async (devtype, devid, payload, redelivered) => {
    const now = clock.now();
    const read = readCanPayload(payload, now);
    if (read.frames.length === 0) return { rejections: read.rejections, stored: null };
    const digest = createHash('sha256').update(payload).digest('base64url').slice(0, 22);
    // A node died between storing and acknowledging: the copy is stored once.
    if (redelivered && (await frames.hasDigest(devid, digest, now - REDELIVERY_WINDOW_MS)))
      return { rejections: read.rejections, stored: null };

    const strategy = await strategies.of(devid, devtype);
    const write = canWrite(devid, read.frames, strategy, sampler, digest, now);
    const rejections = [...read.rejections];
    let points = write.points;
    const typeRules = points.length > 0 ? await rules.of(devid, devtype) : null;
    if (typeRules && typeRules.mode !== 'open') {
      // A strict type refuses what it does not declare, once per point name rather than per frame.
      const refused = new Map<string, Rejection>();
      points = points.filter((point) => {
        const verdict = checkPoint(typeRules, point.key, point.num ?? 0);
        if (verdict && !refused.has(point.key))
          refused.set(point.key, { reason: verdict.reason, detail: point.key });
        return verdict === null;
      });
      rejections.push(...refused.values());
    }

    const item = points.length > 0 ? { points, canBatches: write.batches } : { canBatches: write.batches };
    const stored = writer.write(item).then(() => {
      sampler.kept(devid, write.keptTimes);
      if (points.length === 0) return;
      ruleEngine.onPoints(devid, devtype, points);
      announce(bus, { devtype, devid }, CAN_DECODED_KIND, dataPayloads(points));
    });
    return { rejections, stored };
  };
}
