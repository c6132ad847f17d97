import mqtt, { type MqttClient } from 'mqtt';

// The e2e server's embedded MQTT broker listens on a known port, so the device simulator the IoT specs
// start can reach it (beside the server's HTTP port, as the test SMTP server is).

/** Port of the e2e server's MQTT broker. */
export const MQTT_PORT = Number(process.env.E2E_MQTT_PORT ?? Number(process.env.E2E_PORT ?? 18090) + 2);
/** Address devices use to reach it. */
export const MQTT_URL = `mqtt://127.0.0.1:${MQTT_PORT}`;
/** The e2e server's HTTP origin (firmware downloads of the simulated devices). */
export const SERVER_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18090)}`;

/**
 * Signs in to the broker as the device (its id is its client id and user name); a dropped connection stays
 * dropped, so a test sees what the server did rather than a silent reconnect.
 */
export function connectAsDevice(devid: string, secret: string): Promise<MqttClient> {
  return mqtt.connectAsync(MQTT_URL, {
    clientId: devid,
    username: devid,
    password: secret,
    reconnectPeriod: 0,
  });
}
