/** One text message to a full mobile number (calling code first, no plus). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Where SMS go. `send` resolves only once the message is accepted; a refusal throws, never succeeds. */
export interface SmsProvider {
  readonly name: 'outbox' | 'http';
  send(message: SmsMessage): Promise<void>;
}
