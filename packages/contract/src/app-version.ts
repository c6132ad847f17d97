import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { CLIENT_MESSAGE_MAX, CLIENT_PATH_MAX, CLIENT_VERSION_MAX } from './system';

// GET /app/{projectName}/version.json (iot-console.md §7 "Other"): the version file of a named app, which
// an app polls to learn of a newer build. An operator places one per app at
// DATA_DIR/apps/{projectName}/version.json; the server's own consoles answer the server's version.

/** A project (app) name in the path: letters, digits, `.`, `_`, `-`, no path separators. */
export const appProjectNameSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, M.invalidType);

/** Path of GET /app/{projectName}/version.json. */
export const appVersionParamsSchema = z.object({ projectName: appProjectNameSchema });

/** The apps that need no file: the server's own consoles (their version is the server's). */
export const BUILT_IN_APPS = ['fleetkey', 'licence', 'iot'] as const;

/** A version file: `version` required; `message` (release notes) and `path` (download) optional. */
export const appVersionSchema = z.object({
  version: z.string().min(1, M.required).max(CLIENT_VERSION_MAX, M.tooLong),
  message: z.string().max(CLIENT_MESSAGE_MAX, M.tooLong).optional(),
  path: z.string().max(CLIENT_PATH_MAX, M.tooLong).optional(),
});
/** GET /app/{projectName}/version.json. */
export type AppVersion = z.output<typeof appVersionSchema>;
