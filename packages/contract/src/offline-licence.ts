// The offline licence file (GET /v1/licences/offline/{licenceId}): what an air-gapped device checks
// instead of calling /v1/licences/validate. UTF-8 text, LF line ends, one `name: value` field a line:
//
//   format: fleetkey-offline-licence/1
//   keyId: 20250301T120000Z-1a2b3c4d5e6f7a8b
//   licenceId: 0d6c3f9e-…
//   licenceNo: FK20250301-7K3QX9M2
//   deviceId: panel-0042
//   edition: 3
//   issuedAt: 2025-03-01T12:00:00.000Z
//   expiresAt: 2025-06-01T12:00:00.000Z
//   signature: <base64 Ed25519 signature>
//
// The signed bytes are every byte before the `signature: ` line — the payload lines above, each with
// its LF — so `grep -v '^signature: '` recovers them exactly. The fields come in this order, values
// never contain a line break, and times are ISO 8601 in UTC. `keyId` names the server key that signed
// (GET /v1/licences/public-key?keyId=…); a device compares `deviceId` with its own id and `expiresAt`
// with its clock. A later format changes the `format` line.

/** First line of every offline licence file of this format. */
export const OFFLINE_LICENCE_FORMAT = 'fleetkey-offline-licence/1';
/** The payload fields, in file order. */
export const OFFLINE_LICENCE_FIELDS = [
  'format',
  'keyId',
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

/** A file read back: its fields, the signed text and the base64 signature; undefined if malformed. */
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
  const signaturePrefix = `${OFFLINE_LICENCE_SIGNATURE_FIELD}: `;
  if (!signatureLine.startsWith(signaturePrefix) || payload.format !== OFFLINE_LICENCE_FORMAT)
    return undefined;
  return {
    payload: payload as OfflineLicencePayload,
    signedText: text.slice(0, text.length - signatureLine.length - 1),
    signature: signatureLine.slice(signaturePrefix.length),
  };
}
