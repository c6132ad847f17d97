import {
  LICENCE_TYPES,
  type ApplymentState,
  REVIEW_KIND_TYPES,
  APPLICATION_RESULTS,
  type ReviewKind,
  type ApplicationResult,
  type ReviewSort,
  type ReviewStage,
} from '@fleetkey/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely';
import { jsonText } from '../../../db/json-text';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import { containsText } from '../../../db/search';

/** What the review lists filter by (contract reviewFilterShape, parsed). */
export interface ReviewFilter {
  stage: ReviewStage;
  kind: ReviewKind;
  type?: number | undefined;
  result?: ApplicationResult | undefined;
  search?: string | undefined;
  sort?: ReviewSort | undefined;
}

/** An application as the review lists read it: with its applicant, licence and the company. */
export interface ReviewRow {
  id: string;
  type: number;
  state: ApplymentState;
  duration: number | null;
  edition: number | null;
  payload: string;
  applyTime: number;
  examinTime: number | null;
  examinerName: string | null;
  examinRemark: string | null;
  applicantId: string;
  username: string;
  name: string;
  mobile: string | null;
  licenceId: string | null;
  licenceNo: string | null;
  deviceId: string | null;
  expiredAt: number | null;
  company: string | null;
}

const SORT_COLUMNS: Record<ReviewSort, string> = { applyTime: 'r.applyTime', examinTime: 'r.examinTime' };

// Pending is listed by when it came in, decided by when it was decided.
const sortColumn = ({ stage, sort }: Pick<ReviewFilter, 'stage' | 'sort'>) =>
  SORT_COLUMNS[sort ?? (stage === 'pending' ? 'applyTime' : 'examinTime')];

/** The administrators' queries over applications: the pending and examined lists and their export. */
export function reviewRepository(db: Db) {
  // The applicant's company: the submitted one for an audit, else the profile's (or the enterprise's).
  const company = sql<string | null>`case when ${sql.ref('applyments.type')} = ${sql.lit(
    LICENCE_TYPES.enterpriseInfoAudit,
  )} then ${jsonText(db, 'applyments.payload', ['enterprise', 'company'])} else coalesce(nullif(${sql.ref(
    'users.company',
  )}, ''), ${jsonText(db, 'users.enterprise', ['company'])}) end`;

  // One row per application with its applicant and its licence.
  const records = () =>
    db
      .selectFrom('applyments')
      .innerJoin('users', 'users.id', 'applyments.userId')
      .leftJoin('licences', 'licences.id', 'applyments.licenceId')
      .select([
        'applyments.id',
        'applyments.type',
        'applyments.state',
        'applyments.duration',
        'applyments.edition',
        'applyments.payload',
        'applyments.createdAt as applyTime',
        'applyments.examinedAt as examinTime',
        'applyments.examinerName',
        'applyments.examinRemark',
        'applyments.userId as applicantId',
        'users.username',
        'users.name',
        'users.mobile',
        'applyments.licenceId',
        'licences.licenceNo',
        'licences.deviceId',
        'licences.expiredAt',
        company.as('company'),
      ]);

  // The company is computed, so the search runs over the records as a derived table, where it is a column.
  const filtered = (filter: ReviewFilter) => {
    const types = filter.type === undefined ? REVIEW_KIND_TYPES[filter.kind] : [filter.type];
    const states: readonly ApplymentState[] =
      filter.stage === 'pending' ? ['pending'] : filter.result ? [filter.result] : APPLICATION_RESULTS;
    const matching = records().where('applyments.type', 'in', types).where('applyments.state', 'in', states);
    let select = db.selectFrom(matching.as('r')).selectAll();
    const { search } = filter;
    if (search) {
      select = select.where((eb) =>
        eb.or(
          ['r.username', 'r.name', 'r.mobile', 'r.company'].map((column) => containsText(column, search)),
        ),
      );
    }
    return select;
  };

  return {
    /** A page of applications matching the filter. */
    list(filter: ReviewFilter & ListWindow): Promise<ListPage<ReviewRow>> {
      return listPage(filtered(filter), filter, sortColumn(filter), 'r.id');
    },

    /** The first `max` applications matching the filter, in the list's order (the CSV export). */
    all(filter: ReviewFilter & { descend: boolean }, max: number): Promise<ReviewRow[]> {
      const direction = filter.descend ? 'desc' : 'asc';
      return filtered(filter)
        .orderBy(sql.ref(sortColumn(filter)), direction)
        .orderBy(sql.ref('r.id'), direction)
        .limit(max)
        .execute();
    },

    /** One application as the lists show it, whatever its state. */
    find(id: string): Promise<ReviewRow | undefined> {
      return records().where('applyments.id', '=', id).executeTakeFirst();
    },
  };
}
