import { clientInfoConfigSchema, type ClientInfoConfig } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { readClientConfig } from '../system/client-config';
import { sysSettingsRepository, type StoredSetting } from './sys-settings.repository';

/** Settings key of the client info behind /config.json. */
export const CLIENT_INFO_KEY = 'client';

/** The client info and, when administrators set it here, who did and when. */
export interface ClientInfoState {
  client: ClientInfoConfig;
  stored: StoredSetting | undefined;
}

/**
 * The client info /config.json answers: what administrators stored (PUT /sys/config) wins; before that,
 * DATA_DIR/config.json or the defaults, as an operator set them up.
 */
export async function clientInfo(
  db: Db,
  dataDir: string,
  onInvalid: (reason: string) => void,
): Promise<ClientInfoState> {
  const stored = await sysSettingsRepository(db).find(CLIENT_INFO_KEY);
  const parsed = stored && clientInfoConfigSchema.safeParse(parseJson(stored.value));
  if (parsed?.success) return { client: parsed.data, stored };
  return { client: await readClientConfig(dataDir, onInvalid), stored: undefined };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
