import { z } from 'zod';
import { keyNameSchema } from './devtype-calls';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import {
  distinctList,
  fields,
  listOf,
  requiredText,
  requiredTrimmedText,
  text,
  typeError,
} from './validation/text';
import { recordIdParamsSchema } from './validation/record-id';

// Customs and common files (iot-console.md §7 "Projects, schemas, customs, project data"; issue 18).
// A custom is a named configuration of one device type for one app: its key is (customname, customtype,
// apptype, devtype) and its value is checked by its customtype's schema here, then against the device
// type's declared points and commands on the server.
//   GET/POST /customs; GET/PUT/DELETE /customs/detail?customname&customtype&apptype&devtype.
// Common files are an account's shared files (manuals, images, configuration files):
//   GET /customs/commonFile (list), POST /customs/commonFile (multipart `file`; the same as
//   POST /filemanager/upload/commonfile), POST /customs/commonFile?fileuri=true with { id, expiresInSeconds }
//   answers a signed link, DELETE /customs/commonFile?id; GET /filemanager/commonfile/{id} downloads for
//   signed-in members, GET /filemanager/shared/commonfile?token for anyone holding a signed link.

/** What a custom configures. */
export const CUSTOM_TYPES = ['displayTemplate', 'commandPanel'] as const;
/** What a custom configures. */
export type CustomType = (typeof CUSTOM_TYPES)[number];
/** Which app a custom is for: the web console or the mobile app. */
export const APP_TYPES = ['web', 'app'] as const;
/** Which app a custom is for. */
export type AppType = (typeof APP_TYPES)[number];

/** Limits of customs. */
export const CUSTOM_LIMITS = {
  nameMax: 64,
  labelMax: 32,
  unitMax: 16,
  decimalsMax: 6,
  /** Points one display template shows. */
  pointsMax: 64,
  /** Buttons one command panel holds. */
  buttonsMax: 32,
  paramTextMax: 256,
  /** Customs one main account may hold. */
  perOwner: 1000,
} as const;

const colourSchema = text().regex(/^#[0-9a-fA-F]{6}$/, M.invalidOption);
const orderSchema = z
  .number({ error: typeError })
  .int(M.invalidType)
  .min(0, M.outOfRange)
  .max(9999, M.outOfRange);

/** One point of a display template: how a device card shows it. */
export const displayPointSchema = fields({
  name: keyNameSchema,
  label: text().trim().max(CUSTOM_LIMITS.labelMax, M.tooLong).default(''),
  unit: text().trim().max(CUSTOM_LIMITS.unitMax, M.tooLong).default(''),
  decimals: z
    .number({ error: typeError })
    .int(M.invalidType)
    .min(0, M.outOfRange)
    .max(CUSTOM_LIMITS.decimalsMax, M.outOfRange)
    .optional(),
  color: colourSchema.optional(),
  order: orderSchema.default(0),
});
/** One point of a display template. */
export type DisplayPoint = z.output<typeof displayPointSchema>;

/** Value of a `displayTemplate`: which points a device card shows, in `order`, and how. */
export const displayTemplateSchema = fields({
  points: distinctList(displayPointSchema, 'name', CUSTOM_LIMITS.pointsMax).min(1, M.required),
});
/** A display template. */
export type DisplayTemplate = z.output<typeof displayTemplateSchema>;

const paramValueSchema = z.union(
  [text().max(CUSTOM_LIMITS.paramTextMax, M.tooLong), z.number().finite(), z.boolean()],
  { error: M.invalidType },
);

/** One button of a command panel: which command it sends, with which parameters. */
export const commandButtonSchema = fields({
  label: requiredTrimmedText().max(CUSTOM_LIMITS.labelMax, M.tooLong),
  command: keyNameSchema,
  params: z.record(keyNameSchema, paramValueSchema, { error: typeError }).default({}),
  /** Ask before sending (for commands that stop or reset a device). */
  confirm: z.boolean({ error: typeError }).default(false),
  color: colourSchema.optional(),
});
/** One button of a command panel. */
export type CommandButton = z.output<typeof commandButtonSchema>;

/** Value of a `commandPanel`: its buttons in order. */
export const commandPanelSchema = fields({
  buttons: listOf(commandButtonSchema, CUSTOM_LIMITS.buttonsMax),
});
/** A command panel. */
export type CommandPanel = z.output<typeof commandPanelSchema>;

/** The schema of each customtype's value. */
export const customValueSchemas = {
  displayTemplate: displayTemplateSchema,
  commandPanel: commandPanelSchema,
} as const satisfies Record<CustomType, z.ZodType>;

/** The four parts of a custom's key (the query of /customs/detail). */
export const customKeySchema = z.object({
  customname: requiredTrimmedText().max(CUSTOM_LIMITS.nameMax, M.tooLong),
  customtype: z.enum(CUSTOM_TYPES, { error: M.invalidOption }),
  apptype: z.enum(APP_TYPES, { error: M.invalidOption }),
  devtype: requiredText().max(64, M.tooLong),
});
/** A custom's key. */
export type CustomKey = z.output<typeof customKeySchema>;

/** Body of POST /customs: the key and the value of its customtype. */
export const customBodySchema = z.discriminatedUnion(
  'customtype',
  [
    customKeySchema.extend({ customtype: z.literal('displayTemplate'), value: displayTemplateSchema }),
    customKeySchema.extend({ customtype: z.literal('commandPanel'), value: commandPanelSchema }),
  ],
  { error: M.invalidOption },
);
/** A valid custom body. */
export type CustomBody = z.output<typeof customBodySchema>;
/** A custom body as a form writes it. */
export type CustomBodyInput = z.input<typeof customBodySchema>;

/** Body of PUT /customs/detail: the new value (checked by the key's customtype on the server). */
export const customValueBodySchema = fields({
  value: z.record(z.string(), z.unknown(), { error: typeError }),
});

/** GET /customs: optional filters. */
export const customListQuerySchema = z.object({
  devtype: text().max(64, M.tooLong).optional(),
  customtype: z.enum(CUSTOM_TYPES, { error: M.invalidOption }).optional(),
  apptype: z.enum(APP_TYPES, { error: M.invalidOption }).optional(),
});
/** GET /customs filters. */
export type CustomListQuery = z.output<typeof customListQuerySchema>;

/** A custom as the server answers it. */
export type CustomView = CustomKey & {
  value: DisplayTemplate | CommandPanel;
  updatedBy: string;
  createdAt: number;
  updatedAt: number;
};

/** Largest common file: 20 MiB (the message reads "only files within 20M can be uploaded"). */
export const COMMON_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Common files one main account may hold. */
export const COMMON_FILES_PER_OWNER = 500;
/** Longest and default lifetime of a signed link to a common file. */
export const COMMON_FILE_LINK_SECONDS = { max: 7 * 86_400, default: 86_400 } as const;

/** What a common file's bytes were found to be; its content type when served. */
export const COMMON_FILE_KINDS = {
  png: { contentType: 'image/png', extensions: ['png'] },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { contentType: 'image/gif', extensions: ['gif'] },
  webp: { contentType: 'image/webp', extensions: ['webp'] },
  pdf: { contentType: 'application/pdf', extensions: ['pdf'] },
  zip: { contentType: 'application/zip', extensions: ['zip'] },
  text: {
    contentType: 'text/plain; charset=utf-8',
    extensions: ['txt', 'csv', 'json', 'xml', 'yaml', 'yml', 'ini', 'conf', 'cfg', 'md', 'log', 'toml'],
  },
} as const;
/** What a common file is. */
export type CommonFileKind = keyof typeof COMMON_FILE_KINDS;

/** Query of DELETE /customs/commonFile and path of GET /filemanager/commonfile/{id}. */
export const commonFileIdSchema = recordIdParamsSchema;

/** Query of POST /customs/commonFile: `fileuri=true` asks for a signed link instead of uploading. */
export const commonFilePostQuerySchema = z.object({
  fileuri: z.enum(['true', 'false'], { error: M.invalidOption }).optional(),
});

/** Body of POST /customs/commonFile?fileuri=true. */
export const commonFileLinkBodySchema = fields({
  id: z.string({ error: typeError }).min(1, M.required).max(36, M.tooLong),
  expiresInSeconds: z
    .number({ error: typeError })
    .int(M.invalidType)
    .min(60, M.outOfRange)
    .max(COMMON_FILE_LINK_SECONDS.max, M.outOfRange)
    .default(COMMON_FILE_LINK_SECONDS.default),
});
/** A link request as a form writes it. */
export type CommonFileLinkInput = z.input<typeof commonFileLinkBodySchema>;

/** Query of GET /filemanager/shared/commonfile. */
export const commonFileTokenSchema = z.object({ token: z.string().min(1, M.required).max(512, M.tooLong) });

/** A common file as listed. */
export interface CommonFileView {
  id: string;
  fileName: string;
  kind: CommonFileKind;
  contentType: string;
  size: number;
  sha256: string;
  createdBy: string;
  createdAt: number;
  /** Where signed-in members of the account download it (relative to the API origin). */
  url: string;
}

/** Answer of POST /customs/commonFile?fileuri=true: a link anyone may use until it expires. */
export interface CommonFileLink {
  url: string;
  expiresAt: number;
}
