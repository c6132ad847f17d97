import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import type { TelemetryUpkeep } from '../../iot/telemetry/telemetry-upkeep';

const upkeepBody = z.object({ at: z.number().int().min(0) });

/**
 * POST /v1/testing/telemetry/upkeep runs the upkeep of device data (partitions, retention) as of an instant
 * (epoch ms), so tests need not wait for its tick. NODE_ENV=test only.
 */
export function testTelemetryRoutes({ app }: AppContext, upkeep: TelemetryUpkeep): void {
  app.post(
    '/v1/testing/telemetry/upkeep',
    { config: { audience: 'test' }, schema: { body: upkeepBody } },
    async (request) => ({ data: await upkeep.run(request.body.at) }),
  );
}
