import type { LiveNotify } from '@fleetkey/contract';
import type { Bus, BusHandler } from '../bus/bus';

/** Turns a device message heard on the bus into what watchers get; null drops it. */
export type ToNotify = (topic: string, payload: Buffer) => LiveNotify | null;

/** Who hears a watched device's messages. */
export type LiveListener = (notify: LiveNotify) => void;

/** Live device feeds, shared by every socket of this node. */
export interface LiveHub {
  /** Starts hearing a device's messages; the answer stops it. */
  watch(devtype: string, devid: string, listener: LiveListener): Promise<() => Promise<void>>;
}

interface Feed {
  listeners: Set<LiveListener>;
  handler: BusHandler;
  ready: Promise<void>;
}

/**
 * One bus subscription per watched device (dev/{devtype}/{devid}/+), however many sockets watch it, taken
 * with the first watcher and dropped with the last: a node hears only the devices its users look at.
 * Each message is converted once and handed to every listener.
 */
export function createLiveHub(bus: Bus, toNotify: ToNotify): LiveHub {
  const feeds = new Map<string, Feed>();

  return {
    async watch(devtype, devid, listener) {
      const filter = `dev/${devtype}/${devid}/+`;
      let feed = feeds.get(filter);
      if (!feed) {
        const listeners = new Set<LiveListener>();
        const handler: BusHandler = (topic, payload) => {
          const notify = toNotify(topic, payload);
          if (notify) for (const each of listeners) each(notify);
        };
        feed = { listeners, handler, ready: bus.subscribe(filter, handler) };
        feeds.set(filter, feed);
      }
      feed.listeners.add(listener);
      await feed.ready;
      const current = feed;
      return async () => {
        if (!current.listeners.delete(listener) || current.listeners.size > 0) return;
        feeds.delete(filter);
        await bus.unsubscribe(filter, current.handler);
      };
    },
  };
}
