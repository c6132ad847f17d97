import type { Db } from '../../../db/kysely';

/** A stored setting: its JSON text and who changed it last, when. */
export interface StoredSetting {
  value: string;
  updatedAt: number;
  updatedBy: string;
}

/** System settings by key, kept in the database so every server node reads the same. */
export function sysSettingsRepository(db: Db) {
  return {
    find(key: string): Promise<StoredSetting | undefined> {
      return db
        .selectFrom('sysSettings')
        .select(['value', 'updatedAt', 'updatedBy'])
        .where('key', '=', key)
        .executeTakeFirst();
    },

    async put(key: string, setting: StoredSetting): Promise<void> {
      await db
        .insertInto('sysSettings')
        .values({ key, ...setting })
        .onConflict((oc) => oc.column('key').doUpdateSet(setting))
        .execute();
    },
  };
}
