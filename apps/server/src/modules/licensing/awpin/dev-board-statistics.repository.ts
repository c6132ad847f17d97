import type { Db } from '../../../db/kysely';
import { QUARTER_HOUR_MS, quarterHourOf } from '../../accounts/registrations/registrations.repository';

/** A board as the statistics label it. */
export interface StatBoard {
  id: string;
  serial: string;
  model: string;
  uid: string;
  name: string;
  industry: string;
  company: string;
  useTimes: number;
}

/** Queries behind the use statistics of development boards. */
export function devBoardStatisticsRepository(db: Db) {
  return {
    /** Uses in [from, to) per board and quarter hour, so any zone's days are sums of whole buckets. */
    async usesPerBoardQuarterHour(
      from: number,
      to: number,
    ): Promise<{ boardId: string; start: number; count: number }[]> {
      const bucket = quarterHourOf('usedAt');
      const rows = await db
        .selectFrom('developBoardUses')
        .select(['boardId', bucket.as('bucket'), (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('usedAt', '>=', from)
        .where('usedAt', '<', to)
        .groupBy(['boardId', bucket])
        .execute();
      return rows.map((row) => ({
        boardId: row.boardId,
        start: Number(row.bucket) * QUARTER_HOUR_MS,
        count: Number(row.n),
      }));
    },

    async boards(): Promise<StatBoard[]> {
      const rows = await db
        .selectFrom('developBoards')
        .select(['id', 'serial', 'model', 'uid', 'name', 'industry', 'company', 'useTimes'])
        .orderBy('serialKey')
        .execute();
      return rows.map((row) => ({ ...row, useTimes: Number(row.useTimes) }));
    },
  };
}
