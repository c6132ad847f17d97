import type { Config } from '../../../config';
import { serverSecret } from '../../../platform/secret';
import { openSecret, sealingKey, sealSecret } from '../../../platform/sealed-secret';

// A LoRa multicast session key opens every downlink to the group and must go to the gateway, so it is
// sealed (platform/sealed-secret.ts) rather than hashed, bound to its group and field.

/** Seals and opens the LoRa session keys of multicast groups under this server's secret. */
export function loraSessionKeys(config: Config) {
  const key = sealingKey(serverSecret(config), 'multicast-lora-session-key');
  return {
    seal: (groupId: string, field: string, plain: string) => sealSecret(key, groupId, field, plain),
    open: (groupId: string, field: string, stored: string) => openSecret(key, groupId, field, stored),
  };
}
