import { z } from 'zod';
import { deviceIdSchema } from './validation/device';
import { listQuerySchema, type ListResult } from './lists';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, requiredText, text } from './validation/text';
import { recordIdParamsSchema } from './validation/record-id';

// UDS diagnostics (iot-console.md §7 "Diagnostics (uds)", issue 17): a DTC catalogue per account, which codes
// each channel/ECU reports, and reading or clearing an ECU's DTCs through a device.
//
// Wire format. /uds/dtcCommand sends the device an ordinary command (command-calls.ts) named `uds`:
//   params { "channel": "can0", "ecu": "0x7E0", "request": "1902FF" }   (request: the raw UDS bytes, hex)
// and the device answers on cmd_reply with the ECU's raw response:
//   { "id": "<request id>", "code": 0, "data": { "response": "5902FF0301002F" } }
// A reply with another code means the device could not ask the ECU (e.g. no answer on the bus).

/** The command name a diagnostic request goes out under. */
export const UDS_COMMAND = 'uds';
/** What a diagnostic command asks: read DTCs by status mask (0x19 0x02) or clear all DTCs (0x14 FF FF FF). */
export const UDS_ACTIONS = ['read', 'clear'] as const;
/** What a diagnostic command asks. */
export type UdsAction = (typeof UDS_ACTIONS)[number];
/** Severity of a catalogue entry, lowest first. */
export const UDS_SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const;
/** Severity of a catalogue entry. */
export type UdsSeverity = (typeof UDS_SEVERITIES)[number];
/** DTC status bits (ISO 14229-1 D.2), bit 0 first. */
export const UDS_STATUS_BITS = [
  'testFailed',
  'testFailedThisOperationCycle',
  'pendingDTC',
  'confirmedDTC',
  'testNotCompletedSinceLastClear',
  'testFailedSinceLastClear',
  'testNotCompletedThisOperationCycle',
  'warningIndicatorRequested',
] as const;
/** A DTC status bit's name. */
export type UdsStatusBit = (typeof UDS_STATUS_BITS)[number];
/** How a device's answer was read. */
export const UDS_OUTCOMES = ['positive', 'negative', 'invalid', 'failed'] as const;
/** How a device's answer was read. */
export type UdsOutcome = (typeof UDS_OUTCOMES)[number];

/** Longest description text (each language). */
export const UDS_DESCRIPTION_MAX = 256;
/** Longest suggested action. */
export const UDS_ACTION_TEXT_MAX = 512;
/** Most codes one channel/ECU lists. */
export const UDS_CHANNEL_CODES_MAX = 2000;
/** Default status mask of a read: every bit. */
export const UDS_DEFAULT_STATUS_MASK = 0xff;
/** Columns of a catalogue import and export (first row names them, in any order). */
export const UDS_IMPORT_COLUMNS = ['code', 'description_zh', 'description_en', 'severity', 'action'] as const;
/** Columns an import must have. */
export const UDS_IMPORT_REQUIRED_COLUMNS = ['code', 'description_en'] as const;

const SAE_SYSTEMS = ['P', 'C', 'B', 'U'] as const;

/** A 3-byte DTC as `0x` and six upper-case hex digits. */
export function dtcHex(dtc: number): string {
  return `0x${dtc.toString(16).toUpperCase().padStart(6, '0')}`;
}

/**
 * SAE J2012 display form of a 3-byte DTC: the high byte's top two bits pick P/C/B/U, its next two the first
 * digit (0–3), its low nibble the second; the middle byte the third and fourth. The low byte (failure type)
 * follows after a dash when it is not 0: 0x030100 → P0301, 0xC10000 → U0100, 0x03011A → P0301-1A.
 */
export function dtcToSae(dtc: number): string {
  const high = (dtc >> 16) & 0xff;
  const mid = (dtc >> 8) & 0xff;
  const low = dtc & 0xff;
  const base = `${SAE_SYSTEMS[high >> 6]}${(high >> 4) & 0x3}${(high & 0xf).toString(16)}${mid.toString(16).padStart(2, '0')}`;
  const code = base.toUpperCase();
  return low === 0 ? code : `${code}-${low.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** A DTC written as hex (`0x030100`, 6 digits) or in SAE form (`P0301`, `P0301-1A`), or null. */
export function parseDtcCode(value: string): number | null {
  const written = value.trim();
  const hex = /^0x([0-9a-f]{6})$/i.exec(written);
  if (hex) return Number.parseInt(hex[1] ?? '', 16);
  const sae = /^([PCBU])([0-3])([0-9A-F])([0-9A-F]{2})(?:-([0-9A-F]{2}))?$/i.exec(written);
  if (!sae) return null;
  const [, system = '', first = '', second = '', rest = '', failure = '00'] = sae;
  const high = (SAE_SYSTEMS.indexOf(system.toUpperCase() as 'P') << 6) | (Number(first) << 4);
  return (
    ((high | Number.parseInt(second, 16)) << 16) |
    (Number.parseInt(rest, 16) << 8) |
    Number.parseInt(failure, 16)
  );
}

/** A DTC in either written form, as its number. */
export const udsDtcCodeSchema = requiredText()
  .trim()
  .transform((value, ctx) => {
    const dtc = parseDtcCode(value);
    if (dtc === null) {
      ctx.addIssue({ code: 'custom', message: M.udsCodeInvalid });
      return z.NEVER;
    }
    return dtc;
  });

/** A bus channel of the device, e.g. `can0`. */
export const udsChannelSchema = requiredText()
  .trim()
  .max(32, M.tooLong)
  .regex(/^[A-Za-z0-9_.-]+$/, M.keyNameInvalid);

/** An ECU's diagnostic address, hex (`0x7E0`, up to 29-bit `0x18DA00F1`), as its number. */
export const udsEcuSchema = requiredText()
  .trim()
  .regex(/^0x[0-9a-f]{1,8}$/i, M.hexInvalid)
  .transform((value) => Number.parseInt(value.slice(2), 16))
  .refine((value) => value <= 0x1fffffff, M.outOfRange);

/** An ECU address as written in answers: `0x` and upper-case hex, at least three digits. */
export function ecuHex(ecu: number): string {
  return `0x${ecu.toString(16).toUpperCase().padStart(3, '0')}`;
}

/** Body of POST /uds/errorCode and PUT /uds/errorCode/{id}. */
export const udsErrorCodeBodySchema = fields({
  code: udsDtcCodeSchema,
  descriptionZh: text().trim().max(UDS_DESCRIPTION_MAX, M.tooLong).default(''),
  descriptionEn: requiredText().trim().max(UDS_DESCRIPTION_MAX, M.tooLong),
  severity: z.enum(UDS_SEVERITIES, { error: M.invalidOption }).default('medium'),
  action: text().trim().max(UDS_ACTION_TEXT_MAX, M.tooLong).default(''),
});
/** A catalogue entry as sent. */
export type UdsErrorCodeBody = z.output<typeof udsErrorCodeBodySchema>;
/** A catalogue entry as a form fills it. */
export type UdsErrorCodeBodyInput = z.input<typeof udsErrorCodeBodySchema>;

/** One data row of an import, each cell as text (snake-case columns of the file). */
export const udsImportRowSchema = fields({
  code: udsDtcCodeSchema,
  description_zh: text().trim().max(UDS_DESCRIPTION_MAX, M.tooLong).default(''),
  description_en: requiredText().trim().max(UDS_DESCRIPTION_MAX, M.tooLong),
  severity: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(UDS_SEVERITIES, { error: M.invalidOption }).default('medium'),
  ),
  action: text().trim().max(UDS_ACTION_TEXT_MAX, M.tooLong).default(''),
});

/** Path of /uds/errorCode/{id}. */
export const udsErrorCodeParamsSchema = recordIdParamsSchema;

/** GET /uds/errorCode: list parameters and `search` (matches the code in either form or a description). */
export const udsErrorCodeListQuerySchema = listQuerySchema.extend({
  search: text().trim().max(64, M.tooLong).optional(),
});
/** A parsed catalogue list query. */
export type UdsErrorCodeListQuery = z.output<typeof udsErrorCodeListQuerySchema>;

/** A catalogue entry. */
export interface UdsErrorCodeView {
  id: string;
  /** `0x` and six hex digits. */
  code: string;
  /** SAE J2012 form, e.g. `P0301`. */
  sae: string;
  descriptionZh: string;
  descriptionEn: string;
  severity: UdsSeverity;
  action: string;
  updatedAt: number;
}
/** A page of the catalogue. */
export type UdsErrorCodePage = ListResult<UdsErrorCodeView>;

/** Formats the catalogue downloads in (the import reads both). */
export const UDS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** A catalogue download's format. */
export type UdsExportFormat = (typeof UDS_EXPORT_FORMATS)[number];
/** `?format` of GET /uds/errorCodeFile: the catalogue as a download, CSV by default. */
export const udsExportQuerySchema = z.object({
  format: z.enum(UDS_EXPORT_FORMATS, { error: M.invalidOption }).default('csv'),
});

/** What an import did: how many entries were added and how many existing codes were replaced. */
export interface UdsImportResult {
  added: number;
  updated: number;
}
/** One failing cell of an import: spreadsheet row (the header is row 1), column, message key. */
export interface UdsImportRowError {
  row: number;
  field: string;
  message: string;
}
/** `data` of a UDS_IMPORT_INVALID answer: every failing cell; nothing was imported. */
export interface UdsImportInvalidData {
  rows: UdsImportRowError[];
}

/** `?channel&ecu` of GET and DELETE /uds/channel/errorCode. */
export const udsChannelQuerySchema = z.object({ channel: udsChannelSchema, ecu: udsEcuSchema });
/** Body of PUT /uds/channel/errorCode: the codes (of the catalogue) this channel/ECU reports. */
export const udsChannelBodySchema = fields({
  channel: udsChannelSchema,
  ecu: udsEcuSchema,
  codes: z.array(udsDtcCodeSchema, { error: M.invalidType }).max(UDS_CHANNEL_CODES_MAX, M.tooMany),
});
/** A channel/ECU's codes as sent. */
export type UdsChannelBodyInput = z.input<typeof udsChannelBodySchema>;

/** A channel/ECU and the catalogue entries it reports. */
export interface UdsChannelView {
  channel: string;
  ecu: string;
  codes: UdsErrorCodeView[];
}

/** Body of POST /uds/dtcCommand. */
export const udsDtcCommandBodySchema = fields({
  devid: deviceIdSchema,
  channel: udsChannelSchema,
  ecu: udsEcuSchema,
  action: z.enum(UDS_ACTIONS, { error: M.invalidOption }),
  /** Status mask of a read (which DTCs to report); every bit by default. */
  mask: z
    .number({ error: M.invalidType })
    .int(M.invalidType)
    .min(0, M.outOfRange)
    .max(0xff, M.outOfRange)
    .default(UDS_DEFAULT_STATUS_MASK),
});
/** A diagnostic command as a form fills it. */
export type UdsDtcCommandBodyInput = z.input<typeof udsDtcCommandBodySchema>;

/** What POST /uds/dtcCommand answers: the recorded command, whose answer /uds/dtcData lists once it comes. */
export interface UdsDtcCommandView {
  /** The command's id (`commandId` of its answer). */
  id: string;
  devid: string;
  channel: string;
  ecu: string;
  action: UdsAction;
  /** The raw UDS request, hex. */
  request: string;
  sentAt: number;
}

/** GET /uds/dtcData: a device's answers, newest first; `command` picks the answer to one command. */
export const udsDtcDataQuerySchema = listQuerySchema.extend({
  devid: deviceIdSchema,
  command: text().max(36, M.tooLong).optional(),
});
/** A parsed answer list query. */
export type UdsDtcDataQuery = z.output<typeof udsDtcDataQuerySchema>;

/** One DTC of a positive answer, with the catalogue's entry when it has one. */
export interface UdsDtcView {
  code: string;
  sae: string;
  /** The status byte. */
  status: number;
  /** The status bits set. */
  bits: UdsStatusBit[];
  entry: Pick<UdsErrorCodeView, 'descriptionZh' | 'descriptionEn' | 'severity' | 'action'> | null;
}

/** A device's answer to a diagnostic command. */
export interface UdsDtcDataView {
  id: string;
  commandId: string;
  devid: string;
  channel: string;
  ecu: string;
  action: UdsAction;
  request: string;
  /** The raw response, hex ('' when the device could not ask the ECU). */
  response: string;
  outcome: UdsOutcome;
  /** Status bits the ECU supports (positive read). */
  availabilityMask: number | null;
  dtcs: UdsDtcView[];
  /** Negative response code and its ISO 14229-1 name. */
  nrc: number | null;
  nrcName: string | null;
  /** Why an answer could not be read, or the device's message when it failed. */
  reason: string | null;
  receivedAt: number;
}
/** A page of a device's answers. */
export type UdsDtcDataPage = ListResult<UdsDtcDataView>;
