import { createHash, type Hash } from 'node:crypto';
import type { MqttClient } from 'mqtt';

// How a simulated device takes a firmware update (contract firmware-calls.ts): it downloads the offered file
// over HTTP, resuming with `Range` when a download is cut, checks its SHA-256, "installs" it, and reports
// each step on dev/{devtype}/{devid}/ota_progress; then it runs the new version and says so on …/attributes.

/** An offer as the server publishes it on dev/{devtype}/{devid}/ota. */
export interface OtaOfferMessage {
  id: string;
  version: string;
  url: string;
  size: number;
  sha256: string;
}

/** How updates go on a device. */
export interface OtaBehaviour {
  /** Base of a relative download address (the server's HTTP origin). */
  httpBase: string;
  /** Whether this update is to fail its checksum (the file is corrupted on the device's side). */
  corrupt: () => boolean;
  /** Cut the first download after this share of the file (0 = never), then resume with Range. */
  cutAt: number;
  /** Told of each progress report once the broker has acknowledged it (benches time updates with it). */
  onReport?: (state: string) => void;
}

/** What a device counts of its updates. */
export interface OtaCounters {
  updated: number;
  failed: number;
  /** Downloads that went on from where a cut one stopped (206 answers). */
  resumed: number;
}

const CORRUPTION = Buffer.from([0xff]);

/** Reads an offer, or null when the payload is not one. */
export function readOffer(payload: Buffer): OtaOfferMessage | null {
  try {
    const value = JSON.parse(payload.toString()) as Partial<OtaOfferMessage>;
    return typeof value.id === 'string' &&
      typeof value.version === 'string' &&
      typeof value.url === 'string' &&
      typeof value.size === 'number' &&
      typeof value.sha256 === 'string'
      ? (value as OtaOfferMessage)
      : null;
  } catch {
    return null;
  }
}

async function readBody(response: Response, into: Hash, limit: number): Promise<number> {
  if (!response.body) return 0;
  let read = 0;
  // Node's web streams are async-iterable; leaving the loop cancels the download.
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    into.update(chunk);
    read += chunk.length;
    if (read >= limit) break;
  }
  return read;
}

/** What a download got: its length and its running SHA-256 (hashed as it came, never held whole). */
interface Downloaded {
  size: number;
  hash: Hash;
}

/** Downloads the file; a cut (behaviour.cutAt) stops part-way and the rest comes with a Range request. */
async function download(
  offer: OtaOfferMessage,
  behaviour: OtaBehaviour,
  counters: OtaCounters,
  progress: (percent: number) => void,
): Promise<Downloaded> {
  const url = new URL(offer.url, behaviour.httpBase);
  let hash = createHash('sha256');
  let have = 0;
  const cut = behaviour.cutAt > 0 ? Math.floor(offer.size * behaviour.cutAt) : Infinity;
  for (let attempt = 0; attempt < 5 && have < offer.size; attempt += 1) {
    const headers: Record<string, string> = have > 0 ? { Range: `bytes=${have}-` } : {};
    const response = await fetch(url, { headers });
    if (have > 0 && response.status === 206) counters.resumed += 1;
    else if (response.status !== 200) throw new Error(`download answered ${response.status}`);
    else if (have > 0) {
      // The server sent the whole file again: start over.
      hash = createHash('sha256');
      have = 0;
    }
    have += await readBody(response, hash, attempt === 0 ? Math.min(cut, offer.size) : offer.size);
    progress(Math.floor((have / offer.size) * 100));
  }
  return { size: have, hash };
}

/**
 * Performs one offered update and reports it; answers the version the device runs afterwards (the old
 * one when the update failed).
 */
export async function performUpdate(
  client: MqttClient,
  topicOf: (kind: string) => string,
  offer: OtaOfferMessage,
  current: string,
  behaviour: OtaBehaviour,
  counters: OtaCounters,
): Promise<string> {
  const report = async (body: { state: string } & Record<string, unknown>) => {
    await client.publishAsync(topicOf('ota_progress'), JSON.stringify({ id: offer.id, ...body }), { qos: 1 });
    behaviour.onReport?.(body.state);
  };
  try {
    await report({ state: 'downloading', percent: 0 });
    let lastShown = 0;
    const file = await download(offer, behaviour, counters, (percent) => {
      if (percent - lastShown >= 25 && percent < 100) {
        lastShown = percent;
        void report({ state: 'downloading', percent }).catch(() => undefined);
      }
    });
    await report({ state: 'verifying' });
    // A corrupted file: one stray byte in what the device hashes.
    if (behaviour.corrupt()) file.hash.update(CORRUPTION);
    const sha256 = file.hash.digest('hex');
    if (file.size !== offer.size || sha256 !== offer.sha256) {
      counters.failed += 1;
      await report({ state: 'failed', reason: 'checksum' });
      return current;
    }
    await report({ state: 'installing' });
    await report({ state: 'success', version: offer.version });
    await client.publishAsync(topicOf('attributes'), JSON.stringify({ firmware: offer.version }), { qos: 1 });
    counters.updated += 1;
    return offer.version;
  } catch (error) {
    counters.failed += 1;
    const reason = `download: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200);
    await report({ state: 'failed', reason }).catch(() => undefined);
    return current;
  }
}
