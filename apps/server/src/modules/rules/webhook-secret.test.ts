import { describe, expect, it } from 'vitest';
import { loraKeyOf } from '../multicast/lora-session-crypto';
import { openWebhookSecret, sealWebhookSecret, webhookKeyOf } from './webhook-secret';

const serverSecret = Buffer.alloc(32, 7);

describe('webhook secrets', () => {
  it('opens what it sealed for the same action, and nothing sealed for another action or under another key', () => {
    const key = webhookKeyOf(serverSecret);
    const sealed = sealWebhookSecret(key, 'action-1', 'whsec_0123456789abcdef');
    expect(sealed).not.toContain('0123456789abcdef');
    expect(openWebhookSecret(key, 'action-1', sealed)).toBe('whsec_0123456789abcdef');
    expect(() => openWebhookSecret(key, 'action-2', sealed)).toThrow();
    expect(() => openWebhookSecret(loraKeyOf(serverSecret), 'action-1', sealed)).toThrow();
  });
});
