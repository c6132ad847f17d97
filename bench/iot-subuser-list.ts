import type { ApiClient } from '@fleetkey/api-client';
import type { AccessProfileView, DeviceGroupDetail, ListResult, SubuserView } from '@fleetkey/contract';
import { signIn } from '@fleetkey/device-sim';
import Database from 'better-sqlite3';
import type { IotBenchServer } from './iot-server';
import { percentile } from './percentile';
import { judge } from './summary';

// The device list of a sub-user scoped to one group, against the main account's, over 100,000 devices of
// the owner: the scope is a condition inside the list's own query, so it must not cost the p99.

const DEVICES = 100_000;
const IN_GROUP = 100;
const REQUESTS = 300;
const TARGET_MS = 100;
const INITIAL = 'Start1234';
const CHOSEN = 'Chosen1234';

/** Runs the scoped-list scenario; answers the report lines. */
export async function benchSubuserList({ server, client, dbFile, user }: IotBenchServer): Promise<string[]> {
  const devtype = 'bench-scope';
  await client.post('/devtype', { body: { devtype, mode: 'open' } });
  const prefix = `scope${Date.now().toString(36)}`;
  seedDevices(dbFile, user.id, devtype, prefix);
  const group = await client.post<DeviceGroupDetail>('/device_groups', { body: { name: 'Bench scope' } });
  const members = Array.from({ length: IN_GROUP }, (_, i) => `${prefix}-${String(i * 997).padStart(6, '0')}`);
  await client.post(`/device_groups/${group.id}`, { body: { devids: members } });
  const profile = await client.post<AccessProfileView>('/subusers_access', {
    body: {
      name: 'Bench readers',
      grants: { devices: ['read'] },
      scope: { kind: 'groups', groupIds: [group.id] },
    },
  });
  const subuser = await client.post<SubuserView>('/subusers', {
    body: {
      username: `bench_${Date.now().toString(36)}`,
      name: 'Bench',
      password: INITIAL,
      role: profile.id,
    },
  });
  const first = await signIn(server.origin, { user: subuser.username, password: INITIAL });
  await first.post('/auth/change_password', { body: { oldpassword: INITIAL, password: CHOSEN } });
  const scoped = await signIn(server.origin, { user: subuser.username, password: CHOSEN });

  const lines: string[] = [];
  for (const [who, api, expected] of [
    ['main account', client, null],
    ['scoped sub-user', scoped, IN_GROUP],
  ] as const) {
    const { sorted, total } = await timeList(api);
    if (expected !== null && total !== expected)
      throw new Error(`scoped list saw ${total} devices, not ${expected}`);
    const p99 = percentile(sorted, 99);
    lines.push(
      `device list (GET /devices?limit=20), ${who}: ${total} of the owner's ${DEVICES}+ devices listed; ` +
        `${REQUESTS} sequential requests p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms — ` +
        `target ≤ ${TARGET_MS} ms: ${judge(`device list p99, ${who} (ms)`, p99.toFixed(1), `≤ ${TARGET_MS}`, p99 <= TARGET_MS)}`,
    );
  }
  return lines;
}

async function timeList(api: ApiClient): Promise<{ sorted: number[]; total: number }> {
  const timings: number[] = [];
  let total = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const page = await api.get<ListResult<unknown>>('/devices', {
      query: { limit: '20', skip: String((i % 5) * 20) },
    });
    timings.push(performance.now() - started);
    total = page.totalCount;
  }
  return { sorted: timings.sort((a, b) => a - b), total };
}

/** Writes the devices straight into the server's SQLite file (WAL): creating 100,000 through HTTP is not what is measured. */
function seedDevices(dbFile: string, userId: string, devtype: string, prefix: string): void {
  const db = new Database(dbFile);
  try {
    db.pragma('busy_timeout = 10000');
    const insert = db.prepare(
      `insert into devices (devid, user_id, devtype, name, secret_hash, secret_updated_at, created_at, updated_at)
       values (?, ?, ?, ?, '', ?, ?, ?)`,
    );
    const now = Date.now();
    db.transaction(() => {
      for (let i = 0; i < DEVICES; i++) {
        const devid = `${prefix}-${String(i).padStart(6, '0')}`;
        insert.run(devid, userId, devtype, devid, now, now + i, now);
      }
    })();
  } finally {
    db.close();
  }
}
