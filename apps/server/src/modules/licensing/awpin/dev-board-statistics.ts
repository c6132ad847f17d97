import {
  DEV_BOARD_STATS_TOP,
  REGIST_DEFAULT_TIME_ZONE,
  type DevBoardStatistics,
  type UseCount,
} from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { dayWindow } from '../../accounts/registrations/local-days';
import { devBoardStatisticsRepository, type StatBoard } from './dev-board-statistics.repository';

/** The statistics' range: local days from `from` to `to` in a time zone (the one GET /regist takes). */
export interface StatisticsRange {
  from: string;
  to: string;
  timeZone?: string | undefined;
}

/** Each board with its uses in the range (the CSV export), and uses per local day. */
export async function usesInRange(
  db: Db,
  range: StatisticsRange,
): Promise<{ boards: (StatBoard & { uses: number })[]; byDay: UseCount[] }> {
  const window = dayWindow({ ...range, timeZone: range.timeZone ?? REGIST_DEFAULT_TIME_ZONE });
  const repository = devBoardStatisticsRepository(db);
  const perBoard = new Map<string, number>();
  const perDay = new Map(window.days.map((day) => [day, 0]));
  for (const { boardId, start, count } of await repository.usesPerBoardQuarterHour(window.from, window.to)) {
    const day = window.dayOf(start);
    if (day === undefined) continue;
    perBoard.set(boardId, (perBoard.get(boardId) ?? 0) + count);
    perDay.set(day, (perDay.get(day) ?? 0) + count);
  }
  const boards = (await repository.boards()).map((board) => ({
    ...board,
    uses: perBoard.get(board.id) ?? 0,
  }));
  return { boards, byDay: [...perDay].map(([label, uses]) => ({ label, uses })) };
}

// Uses summed under each value of a board field, most used first (ties by label), blanks left out.
const rank = (boards: readonly (StatBoard & { uses: number })[], field: 'industry' | 'company') => {
  const sums = new Map<string, number>();
  for (const board of boards)
    if (board[field] !== '' && board.uses > 0)
      sums.set(board[field], (sums.get(board[field]) ?? 0) + board.uses);
  return [...sums]
    .map(([label, uses]) => ({ label, uses }))
    .sort((a, b) => b.uses - a.uses || a.label.localeCompare(b.label));
};

/** GET /develop_board/statistics: totals, most used boards, uses per industry, company and day. */
export async function devBoardStatistics(db: Db, range: StatisticsRange): Promise<DevBoardStatistics> {
  const { boards, byDay } = await usesInRange(db, range);
  const used = boards.filter((board) => board.uses > 0);
  return {
    boards: boards.length,
    uses: used.reduce((sum, board) => sum + board.uses, 0),
    activeBoards: used.length,
    byBoard: [...used]
      .sort((a, b) => b.uses - a.uses || a.serial.localeCompare(b.serial))
      .slice(0, DEV_BOARD_STATS_TOP)
      .map((board) => ({ label: board.serial, model: board.model, name: board.name, uses: board.uses })),
    byIndustry: rank(boards, 'industry'),
    byCompany: rank(boards, 'company').slice(0, DEV_BOARD_STATS_TOP),
    byDay,
  };
}
