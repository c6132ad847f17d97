import type { Config } from '../../../config';
import { serverSecret } from '../../../platform/secret';
import { openSecret, sealingKey, sealSecret } from '../../../platform/sealed-secret';

// A webhook's secret signs each delivery (HMAC-SHA256), so it is sealed (platform/sealed-secret.ts) rather
// than hashed, bound to its action.

const FIELD = 'webhook-secret';

/** Seals the webhook secrets of rule actions under this server's secret, and opens them to sign deliveries. */
export function webhookSecrets(config: Config) {
  const key = sealingKey(serverSecret(config), 'rule-webhook-secret');
  return {
    seal: (actionId: string, secret: string) => sealSecret(key, actionId, FIELD, secret),
    open: (actionId: string, sealed: string) => openSecret(key, actionId, FIELD, sealed),
  };
}
