import type { MyBoardUse } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';

/** The boards one user's desktop toolkit reported, with how often and when last (most used first). */
export async function myBoardUses(db: Db, userId: string): Promise<MyBoardUse[]> {
  const rows = await db
    .selectFrom('developBoardUses as u')
    .innerJoin('developBoards as b', 'b.id', 'u.boardId')
    .select((eb) => [
      'b.id as boardId',
      'b.serial',
      'b.model',
      'b.uid',
      'b.name',
      eb.fn.countAll<number | string>().as('uses'),
      eb.fn.max('u.usedAt').as('lastUsedAt'),
    ])
    .where('u.userId', '=', userId)
    .groupBy(['b.id', 'b.serial', 'b.model', 'b.uid', 'b.name'])
    .orderBy('uses', 'desc')
    .orderBy('b.serial')
    .execute();
  return rows.map((row) => ({ ...row, uses: Number(row.uses), lastUsedAt: Number(row.lastUsedAt) }));
}
