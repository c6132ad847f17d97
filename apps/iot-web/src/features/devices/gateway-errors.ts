import { ApiError } from '@fleetkey/api-client';
import { ERROR_CODES, GATEWAY_INVALID_REASONS } from '@fleetkey/contract';
import type { GatewayInvalidData } from '@fleetkey/contract';

const REASONS = new Set<string>(Object.values(GATEWAY_INVALID_REASONS));

/** The i18n key explaining a refused gateway change by its reason, or null for any other failure. */
export function gatewayReasonKey(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.GATEWAY_INVALID) return null;
  const reason = (error.data as Partial<GatewayInvalidData> | undefined)?.reason;
  return typeof reason === 'string' && REASONS.has(reason) ? `gateway.reasons.${reason}` : null;
}
