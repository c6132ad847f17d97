import type { LiveNotify, LivePayloads, TelemetryRow } from '@fleetkey/contract';
import type { LineSeries } from '../charts/line-series';
import { pointLine } from '../common/chart-value';

// The live page keeps what arrived since it was started (or cleared), newest first, bounded so a device
// reporting for hours cannot grow the page without end.

/** Most data rows the live page keeps. */
export const LIVE_ROWS_MAX = 300;
/** Most events the live page keeps. */
export const LIVE_EVENTS_MAX = 50;

/** A row as the table shows it, with a key unique within the page. */
export type LiveRow = TelemetryRow & { key: string };
/** An event as the page shows it. */
export type LiveEvent = LivePayloads['event'] & { key: string };

/** What the live page holds. */
export interface LiveFeed {
  rows: LiveRow[];
  events: LiveEvent[];
  /** Point names in order of first arrival (the table's columns, the chart's lines). */
  points: string[];
  /** Messages received, to key rows uniquely. */
  received: number;
}

/** Nothing received yet. */
export const EMPTY_FEED: LiveFeed = { rows: [], events: [], points: [], received: 0 };

/** The feed after one notify of the watched device; other devices' messages leave it unchanged. */
export function addNotify(feed: LiveFeed, message: LiveNotify, devid: string): LiveFeed {
  if (message.devid !== devid) return feed;
  const received = feed.received + 1;
  if (message.msgtype === 'data') {
    const incoming = message.payload.map((row, i) => ({ ...row, key: `${received}-${i}` }));
    // Rows of one message may come in any order; the table reads newest first.
    incoming.sort((a, b) => b.time - a.time);
    const points = [...feed.points];
    for (const row of incoming) {
      for (const name of Object.keys(row)) {
        if (name !== 'time' && name !== 'isodate' && name !== 'key' && !points.includes(name))
          points.push(name);
      }
    }
    return { ...feed, received, points, rows: [...incoming, ...feed.rows].slice(0, LIVE_ROWS_MAX) };
  }
  if (message.msgtype === 'event') {
    const event = { ...message.payload, key: String(received) };
    return { ...feed, received, events: [event, ...feed.events].slice(0, LIVE_EVENTS_MAX) };
  }
  return feed;
}

/** The chart's lines: one per numeric (or boolean, as 1/0) point, oldest first. */
export function liveSeries(feed: LiveFeed): LineSeries[] {
  // The feed is newest first; a line runs oldest first.
  const oldestFirst = [...feed.rows].reverse();
  return feed.points.map((name) => pointLine(name, oldestFirst)).filter((series) => series.points.length > 0);
}
