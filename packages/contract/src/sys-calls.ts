import { z } from 'zod';
import { epochMsQuery, exportQuerySchema, listQuerySchema } from './lists';
import { authStyleSchema, clientInfoConfigSchema } from './system';
import { siteLinksSchema, type SiteLinks } from './site-links';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { searchInputSchema } from './validation/device';
import { clearableDescriptionSchema } from './permission-calls';
import type { OplogTextKey } from './oplog-texts';
import type { ServerTextParams } from './server-texts';
import { requiredText, text } from './validation/text';

// System administration (licence-portal.md §2 SystemDeploy, SystemConfig, operation log; §7 /sys/*):
// the operation log, installers, web app versions, the system configuration and generic uploads.

// The operation log's filters: an administrator (by id, or by text in the name when the administrators
// cannot be listed), the time range [from, to) and text in the content or IP.
const oplogFilterShape = {
  adminId: requiredText().max(36, M.tooLong).optional(),
  adminName: searchInputSchema.optional(),
  from: epochMsQuery,
  to: epochMsQuery,
  search: searchInputSchema.optional(),
};

/** GET /sys/oplogs: the list window and the operation log's filters. */
export const oplogListQuerySchema = listQuerySchema.extend(oplogFilterShape);

/** Most entries one CSV export holds, so a download cannot read a whole table into memory. */
export const OPLOG_EXPORT_MAX = 10_000;

/** GET /sys/oplogs/export: the list's filters and order; the answer is CSV (at most OPLOG_EXPORT_MAX rows). */
export const oplogExportQuerySchema = exportQuerySchema(oplogFilterShape);

/**
 * One administrator write (licence-portal.md §3 Log: admin, content, IP, time); `content` is English, with
 * the key and values a console words it by (none on rows from before keys).
 */
export interface OplogView {
  id: string;
  adminId: string;
  adminName: string;
  content: string;
  ip: string;
  createdAt: number;
  textKey?: OplogTextKey;
  textParams?: ServerTextParams;
}

/** Longest installer version or OS name. */
export const INSTALLER_FIELD_MAX = 32;
const shortText = text().trim().max(INSTALLER_FIELD_MAX, M.tooLong);

/** POST /sys/installers (multipart, one file): what the installer is, given in the query string. */
export const installerUploadQuerySchema = z.object({
  version: shortText.optional(),
  os: shortText.optional(),
  description: clearableDescriptionSchema.optional(),
});

/** An uploaded installer; `sha256` (hex) is computed while the upload streams. */
export interface InstallerView {
  id: string;
  fileName: string;
  size: number;
  sha256: string;
  version: string;
  os: string;
  description: string;
  adminName: string;
  createdAt: number;
}

/** Public download address of an installer (no sign-in: the client-download menu links to it). */
export function installerDownloadPath(id: string): string {
  return `/v1/installers/${encodeURIComponent(id)}/download`;
}

/** A row of the public GET /installers: an installer without who uploaded it, with its download path. */
export type InstallerDownload = Omit<InstallerView, 'adminName'> & { downloadPath: string };

// A segment never starts with a dot, so `.` and `..` cannot appear.
const WEB_PATH = /^\/?(?:[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?)?$/;

/** Where a web bundle is meant to be deployed: `/` or path segments of letters, digits, `_`, `-`, `.`. */
export const webPathSchema = requiredText().max(128, M.tooLong).regex(WEB_PATH, M.webPathInvalid);

/** POST /sys/webapp?webPath (multipart, one file). */
export const webappUploadQuerySchema = z.object({ webPath: webPathSchema });

/** GET /sys/webapp: the list window, optionally for one web path. */
export const webappListQuerySchema = listQuerySchema.extend({ webPath: webPathSchema.optional() });

/** A stored web app version: the bundle is kept as uploaded, never unpacked into served folders. */
export interface WebappView {
  id: string;
  webPath: string;
  fileName: string;
  size: number;
  sha256: string;
  adminName: string;
  createdAt: number;
}

const uploadTypeSchema = requiredText().regex(/^[A-Za-z0-9_-]{1,32}$/, M.invalidOption);

/** POST /sys/file/upload?type&log (multipart, one file): a kind and a note for the record. */
export const fileUploadQuerySchema = z.object({
  type: uploadTypeSchema,
  log: text().trim().max(1024, M.tooLong).optional(),
});

/** GET /sys/file/upload: the list window, optionally of one type. */
export const fileUploadListQuerySchema = listQuerySchema.extend({ type: uploadTypeSchema.optional() });

/** A generic administrator upload. */
export interface FileUploadView {
  id: string;
  type: string;
  log: string;
  fileName: string;
  size: number;
  sha256: string;
  adminName: string;
  createdAt: number;
}

/** A link the login page may show: '' (none), a path on this host, or an http(s) address. */
const clientLinkSchema = text()
  .trim()
  .max(1024, M.tooLong)
  .refine(
    (value) => value === '' || /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
    M.websiteInvalid,
  );

// The styles carry no default here: a change that leaves them out must keep what is stored.
/** PUT /sys/config: the fields to change; `client` is what GET /config.json answers. */
export const sysConfigUpdateSchema = z
  .object({
    client: clientInfoConfigSchema
      .extend({ path: clientLinkSchema, registerStyle: authStyleSchema, forgotStyle: authStyleSchema })
      .partial()
      .optional(),
    /** The consoles' links and contacts (site-links.ts); '' hides one. */
    links: siteLinksSchema.partial().optional(),
  })
  .refine((change) => change.client !== undefined || change.links !== undefined, {
    message: M.required,
    path: ['client'],
  });
/** A valid system configuration change. */
export type SysConfigUpdate = z.output<typeof sysConfigUpdateSchema>;

/** GET /sys/config: the effective configuration and who changed it last (null: never changed here). */
export interface SysConfigView {
  client: z.infer<typeof clientInfoConfigSchema>;
  links: SiteLinks;
  updatedAt: number | null;
  updatedBy: string | null;
}
