import type { EventDef, Point } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { ttlMemo } from '../../../platform/ttl-memo';
import { modeOf } from './devtype-view';
import { devtypesRepository } from './devtypes.repository';
import { compileRules, declaredEvents, OPEN_RULES, type TypeRules } from './type-rules';

// Every data message and event is checked against its device's type, so the rules are remembered instead
// of read per message: a device's owner for a minute (it never changes while the device exists), a type's
// rules for a few seconds, so an owner's change of mode, points or events applies to the next messages
// within that time on every node. Types are few; devices are many, hence the two levels.

/** How long a device's owner is remembered. */
const OWNER_TTL_MS = 60_000;
/** How long a type's rules are remembered: the delay before an owner's change applies. */
export const TYPE_RULES_TTL_MS = 5_000;

/** The rules of a device's type, as the ingest checks data against them. */
export interface TypeRulesCache {
  /** The rules of the type `devtype` of the device's owner; open when the device or type is gone. */
  of(devid: string, devtype: string): Promise<TypeRules>;
}

/** A node's cache of device type rules. */
export function createTypeRulesCache(db: Db, now: () => number): TypeRulesCache {
  const repo = devtypesRepository(db);
  const owners = ttlMemo<string | undefined>(OWNER_TTL_MS, now);
  const rules = ttlMemo<TypeRules>(TYPE_RULES_TTL_MS, now);

  const read = async (userId: string, devtype: string): Promise<TypeRules> => {
    const [model, topics] = await Promise.all([repo.model(userId, devtype), repo.topics(userId, devtype)]);
    if (!model) return OPEN_RULES;
    // Written only from validated sections.
    const events = (section: string) => JSON.parse(section) as EventDef[];
    return compileRules(
      modeOf(model.mode),
      JSON.parse(model.data) as Point[],
      Object.values(topics),
      declaredEvents({
        warnings: events(model.warnings),
        errors: events(model.errors),
        logs: events(model.logs),
      }),
    );
  };

  return {
    async of(devid, devtype) {
      const userId = await owners(devid, () => repo.deviceOwner(devid));
      if (userId === undefined) return OPEN_RULES;
      return rules(`${userId}\n${devtype}`, () => read(userId, devtype));
    },
  };
}
