import type { FastifyBaseLogger } from 'fastify';
import type { MqttClient } from 'mqtt';
import { backoffDelay, RECONNECT_BACKOFF } from './backoff';

/** Whether a link is up now, and since when (epoch ms). */
export interface LinkState {
  up: boolean;
  since: number;
}

/**
 * Keeps a connected MQTT.js client reconnecting for as long as it lives, with capped exponential backoff
 * and jitter (MQTT.js itself retries at one fixed period); says so in the log, a warn line when the link
 * drops and an info line with the outage's length when it is back; answers the link's state.
 */
export function keepConnected(client: MqttClient, name: string, log: FastifyBaseLogger): () => LinkState {
  let state: LinkState = { up: client.connected, since: Date.now() };
  let attempt = 0;
  let errorsThisOutage = 0;
  client.options.reconnectPeriod = backoffDelay(0, RECONNECT_BACKOFF);

  client.on('connect', () => {
    if (!state.up) {
      const outageMs = Date.now() - state.since;
      log.info(
        { link: name, outageMs },
        `${name}: connection restored after ${(outageMs / 1000).toFixed(1)} s`,
      );
    }
    state = { up: true, since: Date.now() };
    attempt = 0;
    errorsThisOutage = 0;
    client.options.reconnectPeriod = backoffDelay(0, RECONNECT_BACKOFF);
  });
  client.on('close', () => {
    if (!state.up) return;
    state = { up: false, since: Date.now() };
    log.warn({ link: name }, `${name}: connection lost; reconnecting`);
  });
  // Emitted as each try starts: the wait set here is the one before the next try, should this one fail.
  client.on('reconnect', () => {
    attempt += 1;
    client.options.reconnectPeriod = backoffDelay(attempt, RECONNECT_BACKOFF);
  });
  // Every failed try reports an error (connection refused, timed out): the first of an outage is worth a
  // line, the rest would flood the log.
  client.on('error', (error) => {
    errorsThisOutage += 1;
    const entry = { link: name, err: error, attempt };
    if (errorsThisOutage === 1) log.warn(entry, `${name}: ${error.message}`);
    else log.debug(entry, `${name}: ${error.message}`);
  });
  return () => state;
}
