import { describe, expect, it } from 'vitest';
import { parseStatusPayload } from './device-payloads';
import { mayPublish, maySubscribe, type DeviceIdentity } from './topic-acl';

const meter: DeviceIdentity = {
  devid: 'm-1',
  devtype: 'meter',
  userId: 'u',
  secretUpdatedAt: 0,
  subdevs: new Map([['s-1', 'sensor']]),
};

describe('device topic rights', () => {
  it('lets a device publish its data, events, status and replies, and its sub-devices', () => {
    for (const kind of ['data', 'event', 'status', 'cmd_reply']) {
      expect(mayPublish(meter, `dev/meter/m-1/${kind}`)).toEqual({ devtype: 'meter', devid: 'm-1', kind });
    }
    expect(mayPublish(meter, 'dev/sensor/s-1/data')).toEqual({
      devtype: 'sensor',
      devid: 's-1',
      kind: 'data',
    });
  });

  it("refuses commands, other devices' topics, a wrong type and anything else", () => {
    for (const topic of [
      'dev/meter/m-1/cmd/reboot',
      'dev/meter/m-2/data',
      'dev/other/m-1/data',
      'dev/sensor/s-1/cmd/x',
      'm-1/data',
    ]) {
      expect(mayPublish(meter, topic)).toBeNull();
    }
  });

  it('lets a device subscribe below its own topic root only, without wildcards above it', () => {
    expect(maySubscribe(meter, 'dev/meter/m-1/cmd/#')).toBe(true);
    expect(maySubscribe(meter, 'dev/sensor/s-1/cmd/+')).toBe(true);
    for (const filter of [
      'dev/meter/+/cmd/#',
      'dev/+/m-1/cmd/#',
      'dev/meter/m-2/cmd/#',
      'dev/meter/m-1',
      '#',
      'dev/#',
    ]) {
      expect(maySubscribe(meter, filter)).toBe(false);
    }
  });
});

describe('status payloads', () => {
  it('reads the JSON form and the bare word, with the dashboard words normal and fault', () => {
    const read = (text: string) => parseStatusPayload(Buffer.from(text));
    expect(read('{"status":"faulty"}')).toBe('faulty');
    expect(read('online')).toBe('online');
    expect(read('"offline"')).toBe('offline');
    expect(read('{"status":"normal"}')).toBe('online');
    expect(read('FAULT')).toBe('faulty');
    expect(read('{"status":"sleepy"}')).toBeNull();
    expect(read('{"state":"online"}')).toBeNull();
  });
});
