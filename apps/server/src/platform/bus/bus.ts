/** Handler of a message on a subscribed topic. */
export type BusHandler = (topic: string, payload: Buffer) => void;

/** The server's side of the device bus, the same whether the broker is embedded or external. */
export interface Bus {
  /** Where devices connect: `mqtt://host:port`. */
  readonly url: string;
  readonly mode: 'embedded' | 'external';
  publish(topic: string, payload: Buffer | string, qos?: 0 | 1): Promise<void>;
  subscribe(filter: string, handler: BusHandler): Promise<void>;
  close(): Promise<void>;
}

/** MQTT topic filter match (`+` one level, `#` the rest). */
export function topicMatches(filter: string, topic: string): boolean {
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return true;
    if (i >= t.length) return false;
    if (f[i] !== '+' && f[i] !== t[i]) return false;
  }
  return f.length === t.length;
}
