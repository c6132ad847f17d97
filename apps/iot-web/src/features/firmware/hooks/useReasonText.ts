import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// The reasons the server writes (timeout, cancelled, superseded, failed) and the usual ones devices report
// (contract otaProgressSchema); any other is the device's own words.
const KNOWN_REASONS = new Set([
  'timeout',
  'cancelled',
  'superseded',
  'failed',
  'checksum',
  'download',
  'install',
]);

/** A device update's reason in the reader's words; a device's own words are shown as they are. */
export function useReasonText(): (reason: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (reason) => {
      if (reason === '') return '—';
      return KNOWN_REASONS.has(reason) ? t(`firmware.reasons.${reason}`) : reason;
    },
    [t],
  );
}
