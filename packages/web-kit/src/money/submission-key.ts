import { useRef } from 'react';

/** A fresh idempotency key: 32 hex digits from the browser's CSPRNG (randomUUID needs HTTPS, this does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Keys of one dialog's submissions: sending the same values again (a retry after a timeout or a lost answer)
 * reuses the key, so the server books the money once; changed values are a new submission with a new key.
 */
export function createSubmissionKeys(newKey: () => string = newIdempotencyKey): (values: unknown) => string {
  let last: { fingerprint: string; key: string } | null = null;
  return (values) => {
    const fingerprint = JSON.stringify(values);
    if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newKey() };
    return last.key;
  };
}

/** The idempotency key of a dialog's submission (see createSubmissionKeys); a new dialog starts afresh. */
export function useSubmissionKey(): (values: unknown) => string {
  const keys = useRef<((values: unknown) => string) | null>(null);
  keys.current ??= createSubmissionKeys();
  return keys.current;
}
