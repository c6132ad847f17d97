import { useTranslation } from 'react-i18next';
import { LICENCE_TYPES } from '@fleetkey/contract';
import type { ApplymentState, ApplymentView } from '@fleetkey/contract';
import { durationKey, editionKey } from './licence-labels';

/** Tag colours of an application's state. */
export const APPLYMENT_STATE_COLORS: Record<ApplymentState, string> = {
  pending: 'orange',
  passed: 'green',
  rejected: 'red',
};

// The server keeps what an application names (licence number, licence name, device) in its payload.
const payloadText = (a: ApplymentView, field: string): string => {
  const value = a.payload[field];
  return typeof value === 'string' ? value : '';
};

/** What an application asks for, in a few words: "FK-0001 · 6 months" or "Trial · Gateway line". */
export function useApplymentSummary() {
  const { t } = useTranslation();
  return (a: ApplymentView): string => {
    const parts = [
      payloadText(a, 'licenceNo'),
      a.duration === null ? '' : t(durationKey(a.duration)),
      a.type === LICENCE_TYPES.newLicence && a.edition !== null ? t(editionKey(a.edition)) : '',
      payloadText(a, 'name'),
      payloadText(a, 'deviceName'),
    ];
    return parts.filter(Boolean).join(' · ') || '—';
  };
}
