import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import { ERROR_CODES, GATEWAY_INVALID_REASONS } from '@fleetkey/contract';
import type { GatewayInvalidData } from '@fleetkey/contract';
import { useErrorText } from '@fleetkey/web-kit';

const REASONS = new Set<string>(Object.values(GATEWAY_INVALID_REASONS));

/** The i18n key explaining a refused gateway change by its reason, or null for any other failure. */
export function gatewayReasonKey(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.GATEWAY_INVALID) return null;
  const reason = (error.data as Partial<GatewayInvalidData> | undefined)?.reason;
  return typeof reason === 'string' && REASONS.has(reason) ? `gateway.reasons.${reason}` : null;
}

/**
 * The text of a failed gateway change: a refusal by its reason, naming the device refused (several may be
 * sent at once), or the general error text for any other failure.
 */
export function useGatewayErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (error) => {
    const reason = gatewayReasonKey(error);
    if (!reason) return errorText(error);
    const devid = ((error as ApiError).data as Partial<GatewayInvalidData> | undefined)?.devid;
    return devid ? t('gateway.refusedDevice', { devid, reason: t(reason) }) : t(reason);
  };
}
