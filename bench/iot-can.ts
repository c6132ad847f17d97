import { dbcApi } from '@fleetkey/api-client';
import { frameDecoder, parseDbc } from '@fleetkey/can';
import { provisionDevices } from '@fleetkey/device-sim';
import Sqlite from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import type { IotBenchServer } from './iot-server';
import { saturatedRun } from './saturated-run';
import { judge } from './summary';

// CAN (issue 17): how fast frames decode, and how fast CAN messages are stored raw and decoded end to end.

const SIGNALS = 10;
const SIGNAL_BITS = 6;

/** Bit position (DBC numbering) of the j-th bit of a frame read most significant first. */
const motorolaPosition = (j: number) => 8 * Math.floor(j / 8) + 7 - (j % 8);

/** A DBC of two 8-byte messages with ten 6-bit signals each: one Intel, one Motorola, both scaled. */
function benchDbc(): string {
  const intel = Array.from(
    { length: SIGNALS },
    (_, k) => ` SG_ I${k} : ${k * SIGNAL_BITS}|${SIGNAL_BITS}@1+ (0.5,-10) [-10|21.5] "u" X`,
  );
  const motorola = Array.from(
    { length: SIGNALS },
    (_, k) => ` SG_ M${k} : ${motorolaPosition(k * SIGNAL_BITS)}|${SIGNAL_BITS}@0- (0.25,0) [-8|7.75] "u" X`,
  );
  return [
    'VERSION ""',
    '',
    'BU_: ECU X',
    '',
    'BO_ 256 IntelSignals: 8 ECU',
    ...intel,
    '',
    `BO_ ${0x18fef100 + 0x80000000} MotorolaSignals: 8 ECU`,
    ...motorola,
    '',
  ].join('\n');
}

const DECODE_FRAMES = 1_000_000;

/** Decoding rate of 8-byte frames with 10 signals each, half Intel and half Motorola (extended, J1939 id). */
export function benchCanDecode(): string[] {
  const decoder = frameDecoder(parseDbc(benchDbc()));
  const payloads = Array.from({ length: 1024 }, () => new Uint8Array(randomBytes(8)));
  let signals = 0;
  // Warm up the JIT, then measure.
  for (let i = 0; i < 50_000; i++) decoder.decode(256, false, payloads[i & 1023] as Uint8Array);
  const started = performance.now();
  for (let i = 0; i < DECODE_FRAMES; i++) {
    const frame =
      i & 1
        ? decoder.decode(0x18fef100, true, payloads[i & 1023] as Uint8Array)
        : decoder.decode(256, false, payloads[i & 1023] as Uint8Array);
    signals += frame?.signals.length ?? 0;
  }
  const seconds = (performance.now() - started) / 1000;
  const rate = DECODE_FRAMES / seconds;
  return [
    `CAN decode: ${DECODE_FRAMES.toLocaleString('en')} frames of 8 bytes, ${SIGNALS} signals each (${signals.toLocaleString('en')} signals) in ${seconds.toFixed(2)} s`,
    `CAN decode: ${Math.round(rate).toLocaleString('en')} frames/s — target ≥ 200,000 frames/s: ${judge('CAN decode (frames/s)', Math.round(rate).toLocaleString('en'), '≥ 200,000', rate >= 200_000)}`,
  ];
}

const DEVICES = 50;
const FRAMES_PER_MESSAGE = 100;
// 50 devices × 5 messages × 100 frames × 10 points stays under the writer's 400,000 pending points.
const MAX_INFLIGHT = 5;
const WARMUP_S = 3;
const MEASURE_S = 15;

/** CAN messages (100 frames each, QoS 1) stored raw and decoded into points, as fast as they are acknowledged. */
export async function benchCanIngest({ client, mqttUrl, dbFile }: IotBenchServer): Promise<string[]> {
  const dbcText = benchDbc();
  const devtype = 'bench-can';
  const devices = await provisionDevices(client, { count: DEVICES, devtype, prefix: `can-${Date.now()}` });
  const api = dbcApi(client);
  await api.upload(new Blob([dbcText]), 'bench.dbc');
  const strategy = await api.strategies.create({
    name: `bench-${Date.now()}`,
    dbc: 'bench.dbc',
    devtype,
    signals: [
      ...Array.from({ length: SIGNALS }, (_, k) => ({ message: 'IntelSignals', signal: `I${k}` })),
      ...Array.from({ length: SIGNALS }, (_, k) => ({ message: 'MotorolaSignals', signal: `M${k}` })),
    ],
  });
  await api.strategies.bind({ strategyId: strategy.id });

  const run = await saturatedRun(
    {
      brokerUrl: mqttUrl,
      devices,
      rate: 100_000,
      qos: 1,
      maxInflight: MAX_INFLIGHT,
      can: { dbcText, framesPerMessage: FRAMES_PER_MESSAGE },
    },
    { warmupS: WARMUP_S, measureS: MEASURE_S },
  );
  const { stats } = run;
  const rate = run.rate * FRAMES_PER_MESSAGE;

  const db = new Sqlite(dbFile, { readonly: true });
  try {
    const ids = JSON.stringify(devices.map((d) => d.devid));
    const stored = db
      .prepare<{ ids: string }, { frames: number; points: number }>(
        `select (select coalesce(sum(frame_count), 0) from can_frame_batches where devid in (select value from json_each(:ids))) as frames,
                (select count(*) from telemetry where key <> '' and devid in (select value from json_each(:ids))) as points`,
      )
      .get({ ids });
    const frames = stats.acked * FRAMES_PER_MESSAGE;
    const verdict =
      stored?.frames === frames && stored.points === frames * SIGNALS
        ? 'all found'
        : `MISMATCH: ${stored?.frames} frames, ${stored?.points} points stored`;
    return [
      `CAN ingest: ${DEVICES} devices, messages of ${FRAMES_PER_MESSAGE} frames (10 signals each, all decoded), QoS 1, ≤ ${MAX_INFLIGHT} unacknowledged each, measured ${MEASURE_S} s after ${WARMUP_S} s warm-up`,
      `CAN ingest: ${Math.round(rate).toLocaleString('en')} frames/s stored raw and decoded (${Math.round(rate * SIGNALS).toLocaleString('en')} points/s)`,
      `CAN ingest: ${stats.acked.toLocaleString('en')} messages acknowledged (${stats.failed} failed) → ${frames.toLocaleString('en')} frames and ${(frames * SIGNALS).toLocaleString('en')} points expected, ${verdict}`,
    ];
  } finally {
    db.close();
  }
}
