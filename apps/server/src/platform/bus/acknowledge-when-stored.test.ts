import type { IPublishPacket, MqttClient } from 'mqtt';
import { describe, expect, it } from 'vitest';
import { acknowledgeWhenStored } from './acknowledge-when-stored';

/** The part of an MQTT.js client the module uses: its message hook and its connection. */
function fakeClient() {
  const written: Buffer[] = [];
  const client = {
    connected: true,
    stream: { destroyed: false, write: (chunk: Buffer) => written.push(chunk) },
    handleMessage: (_packet: IPublishPacket, _release: (error?: Error) => void) => undefined,
  };
  return {
    client: client as unknown as MqttClient,
    written,
    deliver: (packet: IPublishPacket) => {
      const released: (Error | undefined)[] = [];
      client.handleMessage(packet, (error) => void released.push(error));
      return released;
    },
  };
}

const packet = (messageId: number): IPublishPacket => ({
  cmd: 'publish',
  qos: 1,
  messageId,
  topic: 't',
  payload: Buffer.from('x'),
  dup: false,
  retain: false,
});

describe('acknowledgeWhenStored', () => {
  it('acknowledges each message once stored; drained, it stores nothing new and settles when the rest is stored', async () => {
    const { client, written, deliver } = fakeClient();
    const pending: (() => void)[] = [];
    const stored: number[] = [];
    const acknowledgements = acknowledgeWhenStored(client, (p) => {
      stored.push(p.messageId ?? 0);
      return new Promise<void>((resolve) => pending.push(resolve));
    });
    deliver(packet(1));
    deliver(packet(2));
    let drained = false;
    const drain = acknowledgements.drain().then(() => void (drained = true));
    // Arriving while draining: not stored, not acknowledged (released with an error: no automatic PUBACK).
    expect(deliver(packet(3))[0]).toBeInstanceOf(Error);
    expect(stored).toEqual([1, 2]);
    pending[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drained).toBe(false);
    pending[1]?.();
    await drain;
    expect(written.map((chunk) => chunk.readUInt16BE(2))).toEqual([1, 2]);
  });

  it('drains at once when nothing is being stored', async () => {
    const { client } = fakeClient();
    await expect(acknowledgeWhenStored(client, () => Promise.resolve()).drain()).resolves.toBeUndefined();
  });
});
