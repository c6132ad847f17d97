import { ApiError } from '@fleetkey/api-client';

/** Tells whether an i18n key has a text (i18next's `exists`). */
export type HasKey = (key: string) => boolean;

/**
 * The i18n key of the message for an error (iot-console.md §8): first a text for the server's stable
 * code (`errors.codes.<code>`, so a specific code can say more than its status), then the resource
 * scope's text for the status (`errors.<scope>.<status>`), then the common text for the status
 * (`errors.common.<status>`), then the offline text when no answer came (status 0), else
 * `errors.unknown`.
 */
export function errorMessageKey(error: unknown, scope: string | undefined, hasKey: HasKey): string {
  if (error instanceof ApiError) {
    const candidates = [
      `errors.codes.${error.code}`,
      scope ? `errors.${scope}.${error.status}` : undefined,
      `errors.common.${error.status}`,
      error.isOffline ? 'errors.offline' : undefined,
    ];
    for (const key of candidates) if (key !== undefined && hasKey(key)) return key;
  }
  return 'errors.unknown';
}
