// The offline licence file (GET /v1/licences/offline/{licenceId}): what an air-gapped device checks
// instead of calling /v1/licences/validate. UTF-8 text, LF line ends, one `name: value` field a line:
//
//   format: fleetkey-offline-licence/2
//   keyId: 20250301T120000Z-1a2b3c4d5e6f7a8b
//   fileId: 5f0c…(a UUID naming this file, for the revocation list)
//   licenceId: 0d6c3f9e-…
//   licenceNo: FK20250301-7K3QX9M2
//   deviceId: panel-0042
//   edition: 3
//   issuedAt: 2025-03-01T12:00:00.000Z
//   expiresAt: 2025-03-31T12:00:00.000Z
//   signature: <base64 Ed25519 signature>
//
// `expiresAt` ends the file's lease: OFFLINE_LICENCE_LEASE_DAYS after issue (30 by default), never past
// the licence's own expiry. A device renews it while online (POST /v1/licences/offline/renew), and
// fetches the signed revocation list (GET /v1/licences/revocations) when it can: a file named there was
// unbound from its device and must no longer run it.
//
// The signed bytes are every byte before the `signature: ` line — the payload lines above, each with
// its LF — so `grep -v '^signature: '` recovers them exactly. The fields come in this order, values
// never contain a line break, and times are ISO 8601 in UTC. `keyId` names the server key that signed
// (GET /v1/licences/public-key?keyId=…); a device compares `deviceId` with its own id and `expiresAt`
// with its clock. A later format changes the `format` line.

/** First line of every offline licence file of this format. */
export const OFFLINE_LICENCE_FORMAT = 'fleetkey-offline-licence/2';
/** The payload fields, in file order. */
export const OFFLINE_LICENCE_FIELDS = [
  'format',
  'keyId',
  'fileId',
  'licenceId',
  'licenceNo',
  'deviceId',
  'edition',
  'issuedAt',
  'expiresAt',
] as const;
/** One payload field name. */
export type OfflineLicenceField = (typeof OFFLINE_LICENCE_FIELDS)[number];
/** The payload of an offline licence: every field as text. */
export type OfflineLicencePayload = Record<OfflineLicenceField, string>;
/** Name of the line that carries the signature, after the payload. */
export const OFFLINE_LICENCE_SIGNATURE_FIELD = 'signature';
/**
 * The signature's only spelling: the 64 Ed25519 bytes in padded base64, whose last digit leaves no stray
 * bits. Lenient decoders (Node's Buffer among them) skip characters they do not know and ignore stray
 * bits, so a check that decodes first would take other text as the same signature.
 */
export const OFFLINE_SIGNATURE_BASE64 = /^[A-Za-z0-9+/]{85}[AQgw]==$/;

/** The exact bytes (as text) that get signed: one `name: value\n` line per field, in order. */
export function offlineLicencePayloadText(payload: OfflineLicencePayload): string {
  return OFFLINE_LICENCE_FIELDS.map((field) => {
    const value = payload[field];
    if (/[\r\n]/.test(value)) throw new Error(`offline licence field ${field} contains a line break`);
    return `${field}: ${value}\n`;
  }).join('');
}

/** The whole file: the payload text, then the signature line (base64). */
export function offlineLicenceFileText(payloadText: string, signatureBase64: string): string {
  return `${payloadText}${OFFLINE_LICENCE_SIGNATURE_FIELD}: ${signatureBase64}\n`;
}

/** The base64 of a `signature: ` line in its only spelling, else undefined. */
function signatureOf(line: string): string | undefined {
  const prefix = `${OFFLINE_LICENCE_SIGNATURE_FIELD}: `;
  const value = line.startsWith(prefix) ? line.slice(prefix.length) : '';
  return OFFLINE_SIGNATURE_BASE64.test(value) ? value : undefined;
}

/**
 * A file read back: its fields, the signed text and the base64 signature; undefined if malformed. The file
 * ends with its signature line and one LF: a byte after it, or a field missing or out of place, makes it
 * malformed.
 */
export function parseOfflineLicence(
  text: string,
): { payload: OfflineLicencePayload; signedText: string; signature: string } | undefined {
  const lines = text.split('\n');
  // The file ends with a line break, so the last element is empty.
  if (lines.length !== OFFLINE_LICENCE_FIELDS.length + 2 || lines.at(-1) !== '') return undefined;
  const payload: Partial<OfflineLicencePayload> = {};
  for (const [index, field] of OFFLINE_LICENCE_FIELDS.entries()) {
    const prefix = `${field}: `;
    const line = lines[index];
    if (!line?.startsWith(prefix)) return undefined;
    payload[field] = line.slice(prefix.length);
  }
  const signatureLine = lines[OFFLINE_LICENCE_FIELDS.length] ?? '';
  const signature = signatureOf(signatureLine);
  if (signature === undefined || payload.format !== OFFLINE_LICENCE_FORMAT) return undefined;
  return {
    payload: payload as OfflineLicencePayload,
    signedText: text.slice(0, text.length - signatureLine.length - 1),
    signature,
  };
}

// The revocation list (GET /v1/licences/revocations), signed like the files, every byte before the
// `signature: ` line:
//
//   format: fleetkey-offline-revocations/1
//   keyId: 20250301T120000Z-1a2b3c4d5e6f7a8b
//   issuedAt: 2025-03-10T08:00:00.000Z
//   revoked: 5f0c… 2025-03-31T12:00:00.000Z
//   revoked: …                                   (one line per revoked file still within its lease)
//   signature: <base64 Ed25519 signature>
//
// A device refuses a file whose `fileId` is listed, and keeps the newest list it verified (a list with
// an older `issuedAt` than the one it holds is ignored, so an old list cannot be replayed).

/** First line of every revocation list of this format. */
export const OFFLINE_REVOCATIONS_FORMAT = 'fleetkey-offline-revocations/1';

/** A revocation list: who signed it, when, and the revoked files with the end of their lease. */
export interface OfflineRevocations {
  keyId: string;
  issuedAt: string;
  revoked: { fileId: string; expiresAt: string }[];
}

/** The exact text of a revocation list that gets signed. */
export function offlineRevocationsPayloadText(list: OfflineRevocations): string {
  const lines = [
    `format: ${OFFLINE_REVOCATIONS_FORMAT}`,
    `keyId: ${list.keyId}`,
    `issuedAt: ${list.issuedAt}`,
    ...list.revoked.map((file) => `revoked: ${file.fileId} ${file.expiresAt}`),
  ];
  return lines.map((line) => `${line}\n`).join('');
}

/** A revocation list read back: the revoked file ids, the signed text and the signature; undefined if malformed. */
export function parseOfflineRevocations(
  text: string,
): { list: OfflineRevocations; signedText: string; signature: string } | undefined {
  const lines = text.split('\n');
  if (lines.at(-1) !== '' || lines.length < 5) return undefined;
  const value = (line: string | undefined, field: string) =>
    line?.startsWith(`${field}: `) ? line.slice(field.length + 2) : undefined;
  const format = value(lines[0], 'format');
  const keyId = value(lines[1], 'keyId');
  const issuedAt = value(lines[2], 'issuedAt');
  const signatureLine = lines.at(-2) ?? '';
  const signature = signatureOf(signatureLine);
  if (format !== OFFLINE_REVOCATIONS_FORMAT || !keyId || !issuedAt || !signature) return undefined;
  const revoked = [];
  for (const line of lines.slice(3, -2)) {
    const [fileId, expiresAt, extra] = (value(line, 'revoked') ?? '').split(' ');
    if (!fileId || !expiresAt || extra !== undefined) return undefined;
    revoked.push({ fileId, expiresAt });
  }
  return {
    list: { keyId, issuedAt, revoked },
    signedText: text.slice(0, text.length - signatureLine.length - 1),
    signature,
  };
}
