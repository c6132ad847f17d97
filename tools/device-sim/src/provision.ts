import { ApiClient, ApiError, createMemoryCookieJar, type CookieJar } from '@fleetkey/api-client';
import { SESSION_COOKIE, type DeviceSecret, type DeviceWithSecret } from '@fleetkey/contract';

/** A device the simulator plays: its id, secret and type. */
export interface SimDevice {
  devid: string;
  devsecret: string;
  devtype: string;
}

/** How the simulator signs in to the server to provision devices. */
export interface SignIn {
  /** A session cookie's value, e.g. copied from a signed-in browser. */
  session?: string | undefined;
  /** A user and password; the captcha is read from the server's OUTBOX_API (local demos and tests). */
  user?: string | undefined;
  password?: string | undefined;
}

// Devices are created a few at a time: enough to be quick, few enough not to look like an attack.
const PROVISION_CONCURRENCY = 8;

/**
 * A signed-in client: with a session token, with user and password, or — on a NODE_ENV=test server and
 * given nothing — as a throwaway user of the test-only session call. `jar` ends up holding the session.
 */
export async function signIn(
  server: string,
  how: SignIn,
  jar: CookieJar = createMemoryCookieJar(),
): Promise<ApiClient> {
  if (how.session) {
    jar.store(new Response(null, { headers: { 'set-cookie': `${SESSION_COOKIE}=${how.session}` } }));
  }
  const client = new ApiClient({ origin: server, cookieJar: jar });
  if (how.session) return client;
  if (how.user && how.password) {
    const { uuid } = await client.get<{ uuid: string }>('/auth/svg_code');
    const { answer } = await client.get<{ answer: string }>(`/dev/captcha/${uuid}`);
    await client.post('/auth/login', {
      body: { user: how.user, password: how.password, svgCodeUUID: uuid, svgCode: answer },
    });
    return client;
  }
  await client.post('/test/session', { body: { role: 0 } });
  return client;
}

async function ensureType(client: ApiClient, devtype: string): Promise<void> {
  try {
    await client.get(`/devtype/${devtype}`);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    // Declares what the simulated meters send; open, because the simulator answers any command it is sent.
    await client.post('/devtype', {
      body: {
        devtype,
        comment: 'device simulator',
        mode: 'open',
        data: ['voltage', 'current', 'power'].map((name) => ({ name, type: 'number' })),
      },
    });
  }
}

/** A device of the user: created, or — when it already exists — given a new secret (answered once). */
async function provisionOne(client: ApiClient, devid: string, devtype: string): Promise<SimDevice> {
  try {
    const created = await client.post<DeviceWithSecret>('/devices', { body: { devid, devtype } });
    return { devid, devsecret: created.devsecret, devtype };
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'DEVICE_EXISTS') throw error;
    const renewed = await client.put<DeviceSecret>(`/devices/${devid}/secret`, { query: { devtype } });
    return { devid, devsecret: renewed.devsecret, devtype };
  }
}

/** `count` devices `{prefix}-{n}` of `devtype` (made if missing), each with a fresh secret. */
export async function provisionDevices(
  client: ApiClient,
  { count, devtype, prefix }: { count: number; devtype: string; prefix: string },
): Promise<SimDevice[]> {
  await ensureType(client, devtype);
  const devices: SimDevice[] = new Array<SimDevice>(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++)
      devices[i] = await provisionOne(client, `${prefix}-${i + 1}`, devtype);
  };
  await Promise.all(Array.from({ length: Math.min(PROVISION_CONCURRENCY, count) }, worker));
  return devices;
}
