import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveNotify } from '@fleetkey/contract';
import { createLiveClient, reconnectDelay, type SocketLike } from './live-socket';

// A socket double: records what the client sends and lets the test play the server.
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}

let sockets: FakeSocket[];
const latest = () => sockets[sockets.length - 1] as FakeSocket;
const connect = (options: { initialDelayMs?: number } = {}) =>
  createLiveClient({
    url: 'ws://host/ws',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    ...options,
  });
const login = (socket: FakeSocket) => {
  socket.open();
  socket.receive({ type: 'login', ok: true, user: { id: '1', username: 'u' } });
};

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('live socket client', () => {
  it('logs in first, then sends the subscriptions made before the login was answered', () => {
    const client = connect();
    client.subscribe('meter-1', { events: ['data', 'event'] });
    latest().open();
    expect(latest().sent).toEqual([{ type: 'login' }]);
    latest().receive({ type: 'login', ok: true, user: { id: '1', username: 'u' } });
    expect(latest().sent[1]).toEqual({ type: 'subscribe', devid: 'meter-1', events: ['data', 'event'] });
  });

  it('hands notify messages to every listener until removed', () => {
    const client = connect();
    login(latest());
    const seen: LiveNotify[] = [];
    const listener = (message: LiveNotify) => seen.push(message);
    client.addListener(listener);
    const notify = {
      type: 'notify',
      topic: 'dev/t/d/data',
      devtype: 't',
      devid: 'd',
      msgtype: 'data',
      payload: [],
      time: 1,
    };
    latest().receive(notify);
    client.removeListener(listener);
    latest().receive(notify);
    expect(seen).toHaveLength(1);
  });

  it('reconnects after a drop with doubling delays and subscribes again', () => {
    const client = connect({ initialDelayMs: 100 });
    login(latest());
    client.subscribe('meter-1');
    const states: string[] = [];
    client.onStateChange((state) => states.push(state));

    latest().drop();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(199);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    login(latest());
    expect(latest().sent).toContainEqual({ type: 'subscribe', devid: 'meter-1' });
    expect(states).toEqual(['reconnecting', 'connecting', 'reconnecting', 'connecting', 'open']);
  });

  it('stays closed once closed, telling the server why', () => {
    const client = connect({ initialDelayMs: 100 });
    const socket = latest();
    login(socket);
    client.close('leaving the page');
    expect(socket.sent).toContainEqual({ type: 'close', message: 'leaving the page' });
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'leaving the page' });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('does not retry when the server refuses the session', () => {
    const client = connect({ initialDelayMs: 100 });
    const states: string[] = [];
    client.onStateChange((state) => states.push(state));
    latest().open();
    latest().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(states).toEqual(['closed']);
  });

  it('caps the reconnect delay', () => {
    expect([0, 1, 2, 10].map((n) => reconnectDelay(n, 500, 10_000))).toEqual([500, 1000, 2000, 10_000]);
  });
});
