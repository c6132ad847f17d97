import { createHmac } from 'node:crypto';
import { openLoraKey, sealLoraKey } from '../multicast/lora-session-crypto';

// A webhook's secret signs each delivery (HMAC-SHA256), so unlike a device secret it must be read back: it
// is sealed the way LoRa session keys are (AES-256-GCM, bound to the action's id), under its own key
// derived from the server secret, so a copied table holds no secret and one key never opens the other's.

const FIELD = 'webhook-secret';

/** The encryption key of webhook secrets. */
export function webhookKeyOf(serverSecret: Buffer): Buffer {
  return createHmac('sha256', serverSecret).update('rule-webhook-secret').digest();
}

/** The stored form of an action's webhook secret. */
export function sealWebhookSecret(key: Buffer, actionId: string, secret: string): string {
  return sealLoraKey(key, actionId, FIELD, secret);
}

/** The webhook secret sealed for this action (for signing deliveries); throws when it was not. */
export function openWebhookSecret(key: Buffer, actionId: string, stored: string): string {
  return openLoraKey(key, actionId, FIELD, stored);
}
