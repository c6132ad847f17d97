/** PUBACK with no reason code (MQTT 3.1.1, and a success in MQTT 5): type 4, length 2, the message id. */
export function puback(messageId: number): Buffer {
  return Buffer.from([0x40, 0x02, messageId >> 8, messageId & 0xff]);
}
