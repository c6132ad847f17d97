import { APP_VERSION, appVersionSchema, BUILT_IN_APPS, type AppVersion } from '@fleetkey/contract';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The version file of an app: DATA_DIR/apps/{name}/version.json when present and valid, else the server's
 * version for its own consoles, else undefined (404). Read on each call: an operator's new file counts at once.
 */
export async function readAppVersion(
  dataDir: string,
  projectName: string,
  onInvalid: (reason: string) => void,
): Promise<AppVersion | undefined> {
  const builtIn = (BUILT_IN_APPS as readonly string[]).includes(projectName)
    ? { version: APP_VERSION }
    : undefined;
  let text: string;
  try {
    // The name cannot hold a separator (appProjectNameSchema), so the file stays under DATA_DIR/apps.
    text = await readFile(path.join(dataDir, 'apps', projectName, 'version.json'), 'utf8');
  } catch {
    return builtIn;
  }
  try {
    const parsed = appVersionSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    onInvalid(parsed.error.issues[0]?.message ?? 'invalid');
  } catch (error) {
    onInvalid(error instanceof Error ? error.message : String(error));
  }
  return builtIn;
}
