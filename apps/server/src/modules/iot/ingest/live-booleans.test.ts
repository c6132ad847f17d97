import { describe, expect, it } from 'vitest';
import { toPointRows, toTelemetryRows } from '../telemetry/telemetry-rows';
import { dataPayloads } from './live-announce';
import { createLiveNotify } from './live-notify';

// Booleans are stored as 1/0; what live watchers are shown is built from the same point rows and must keep
// them true/false, as the device sent them and as history shows declared boolean points.

const T = Date.UTC(2025, 4, 1);
const stamp = () => T + 5;

describe('live rows keep booleans', () => {
  it('rows made from points sent as booleans show true and false, numbers stay numbers', () => {
    const points = toPointRows('d1', [{ time: T, points: { running: true, idle: false, power: 1 } }], stamp);
    expect(points.find((point) => point.key === 'running')?.num).toBe(1);
    expect(toTelemetryRows(points)).toEqual([
      { time: T, isodate: new Date(T).toISOString(), running: true, idle: false, power: 1 },
    ]);
  });

  it('the announcement of stamped rows carries booleans as sent', () => {
    const points = toPointRows('d1', [{ time: undefined, points: { running: true, power: 0 } }], stamp);
    expect(dataPayloads(points).map((body) => JSON.parse(body) as unknown)).toEqual([
      [{ time: T + 5, running: true, power: 0 }],
    ]);
  });

  it('a device’s data message reaches live watchers with its booleans', () => {
    const notify = createLiveNotify(() => T + 10);
    const message = notify('dev/pump/d1/data', Buffer.from(JSON.stringify({ time: T, running: false })));
    expect(message).toMatchObject({ msgtype: 'data', payload: [{ time: T, running: false }] });
  });
});
