import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Bus } from './bus';
import { startEmbeddedBroker } from './embedded-broker';
import { connectExternalBroker } from './external-broker';

/** The device bus: the external broker when MQTT_URL is set, else the embedded one on MQTT_PORT. */
export function startBus(config: Config, log: FastifyBaseLogger): Promise<Bus> {
  return config.mqttUrl
    ? connectExternalBroker({
        url: config.mqttUrl,
        ingestClientId: config.mqttIngest.clientId,
        sharedGroup: config.mqttIngest.sharedGroup,
        log: log.child({ module: 'bus' }),
      })
    : startEmbeddedBroker({
        port: config.mqttPort,
        host: config.host,
        ws: config.mqttWs,
        // The default port taken (another broker runs here): the first command must still serve.
        nextFreePort: !config.mqttPortChosen,
      });
}
