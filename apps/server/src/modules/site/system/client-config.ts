import {
  APP_VERSION,
  clientInfoConfigSchema,
  DEFAULT_AUTH_STYLE,
  type ClientInfoConfig,
} from '@fleetkey/contract';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const DEFAULT_CLIENT_CONFIG: ClientInfoConfig = {
  version: APP_VERSION,
  message: '',
  path: '',
  registerStyle: DEFAULT_AUTH_STYLE,
  forgotStyle: DEFAULT_AUTH_STYLE,
};

/**
 * The client info behind /config.json: `DATA_DIR/config.json` when present and valid, else defaults.
 * Read on each call so an operator's edit takes effect without a restart (the file is tiny).
 */
export async function readClientConfig(dataDir: string, onInvalid: (reason: string) => void) {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, 'config.json'), 'utf8');
  } catch {
    return DEFAULT_CLIENT_CONFIG;
  }
  try {
    const parsed = clientInfoConfigSchema.partial().safeParse(JSON.parse(text));
    if (parsed.success) return { ...DEFAULT_CLIENT_CONFIG, ...parsed.data };
    onInvalid(parsed.error.issues[0]?.message ?? 'invalid');
  } catch (error) {
    onInvalid(error instanceof Error ? error.message : String(error));
  }
  return DEFAULT_CLIENT_CONFIG;
}
