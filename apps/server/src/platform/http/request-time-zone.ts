import { TIME_ZONE_HEADER, isTimeZone } from '@fleetkey/contract';

// Moments written into downloads read as the console shows them: in the zone its X-Time-Zone names.
// A request without one, or with a name this runtime's zone database does not know, gets UTC.

const HEADER = TIME_ZONE_HEADER.toLowerCase();
const ZONE_NAME_MAX = 64;

/** The reader's IANA time zone from X-Time-Zone, else UTC. */
export function requestTimeZone(request: { headers: Record<string, string | string[] | undefined> }): string {
  const zone = request.headers[HEADER];
  return typeof zone === 'string' && zone.length <= ZONE_NAME_MAX && isTimeZone(zone) ? zone : 'UTC';
}
