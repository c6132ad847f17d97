import { DEVICE_ID_MAX, LICENCE_KEY_MAX, type LicenceValidateRequest } from '@fleetkey/contract';

// The body nearly every device sends, recognised without zod: both fields strings of plain ASCII that
// licenceValidateSchema accepts as they are (nothing to trim, no edge character, within the limits).
// Anything else answers undefined and goes through the schema, which stays the only judge of what is
// rejected and how it is reported; licence-validate-body.test.ts checks that whatever this accepts, the
// schema accepts unchanged.
const LICENCE_KEY = new RegExp(`^[!-~]{1,${LICENCE_KEY_MAX}}$`);
const DEVICE_ID = new RegExp(`^(?=.{1,${DEVICE_ID_MAX}}$)[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$`);

/** The validation request when the parsed body is the plain common case, else undefined. */
export function plainValidateBody(body: unknown): LicenceValidateRequest | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { licenceKey, deviceId } = body as Partial<Record<string, unknown>>;
  if (typeof licenceKey !== 'string' || typeof deviceId !== 'string') return undefined;
  return LICENCE_KEY.test(licenceKey) && DEVICE_ID.test(deviceId) ? { licenceKey, deviceId } : undefined;
}
