import { keyNameSchema, rawDataIssue, type RawDataType } from '@fleetkey/contract';

/** The raw command form's values: the command, its data as written, how it is written, queue if offline. */
export interface RawCommandFormValues {
  cmd: string;
  datatype: RawDataType;
  data: string;
  queue: boolean;
}

/** The form before anything is typed: hex, as the spec's raw call defaults to (iot-console.md §7). */
export const RAW_COMMAND_FORM_DEFAULTS: RawCommandFormValues = {
  cmd: '',
  datatype: 'hex',
  data: '',
  queue: false,
};

/** What the raw form sends: the command, its data as the server reads it, and how. */
export interface RawCommandRequest {
  cmd: string;
  data: string;
  options: { datatype: RawDataType; queue?: boolean };
}

/**
 * Hex as people paste it ("01 FF 7a", "01:ff:7a") in the plain pairs the contract reads; other forms are
 * sent as typed (spaces are part of text, and never valid base64).
 */
export function normalRawData(data: string, datatype: RawDataType): string {
  return datatype === 'hex' ? data.replace(/[\s:]/g, '').toLowerCase() : data;
}

/** The i18n key of what is wrong with the form (the contract's checks), or the request to send. */
export function toRawCommandRequest(
  values: RawCommandFormValues,
): { error: string; field: 'cmd' | 'data' } | { request: RawCommandRequest } {
  const name = keyNameSchema.safeParse(values.cmd.trim());
  if (!name.success)
    return { error: name.error.issues[0]?.message ?? 'validation.keyNameInvalid', field: 'cmd' };
  const data = normalRawData(values.data, values.datatype);
  const issue = rawDataIssue(data, values.datatype);
  if (issue) return { error: issue, field: 'data' };
  return {
    request: {
      cmd: name.data,
      data,
      options: { datatype: values.datatype, queue: values.queue || undefined },
    },
  };
}

const PREVIEW_BYTES = 64;

/**
 * The bytes the device will receive, as spaced hex ("01 ff 7a"), the first 64 of them, and how many there
 * are; null while the data is not valid.
 */
export function rawBytesPreview(data: string, datatype: RawDataType): { hex: string; count: number } | null {
  const normal = normalRawData(data, datatype);
  if (rawDataIssue(normal, datatype)) return null;
  const bytes = decode(normal, datatype);
  const shown = Array.from(bytes.slice(0, PREVIEW_BYTES), (b) => b.toString(16).padStart(2, '0'));
  return { hex: shown.join(' ') + (bytes.length > PREVIEW_BYTES ? ' …' : ''), count: bytes.length };
}

function decode(data: string, datatype: RawDataType): Uint8Array {
  if (datatype === 'text') return new TextEncoder().encode(data);
  if (datatype === 'base64') return Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return Uint8Array.from(data.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}
