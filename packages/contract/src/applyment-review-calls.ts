import { z } from 'zod';
import { APPLICATION_RESULTS, LICENCE_TYPES, type ApplicationResult, type LicenceType } from './licences';
import { exportQuerySchema, listQuerySchema } from './lists';
import { searchInputSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { strictNumber } from './strict-number';
import { REMARK_MAX } from './validation/password';
import { requiredText, text } from './validation/text';

// The administrators' review of applications (licence-portal.md §2 PendingTrial and Examined, §3
// Examination record, §4 application results, §7 `PATCH /applyments/status/{applyId}`, §9 filters).
//
// The spec names the calls but shows no shapes. The ones chosen here:
//   GET   /v1/applyments/review?stage&kind&type&result&search&sort&skip&limit&descend   (applications:read)
//         answer { "data": { "totalCount": n, "result": [ReviewRecord…] } }
//   GET   /v1/applyments/review/export?<the same filters, sort and descend>              (applications:read)
//         answer text/csv: a header row, then at most REVIEW_EXPORT_MAX records
//   PATCH /v1/applyments/status/{applyId}   body { "result": "passed" | "rejected", "remark"?: text }
//         (applications:write) answer { "data": ReviewRecord } — the decided record
// Deciding an application that is no longer pending → 409 APPLICATION_DECIDED (also when two
// administrators decide it at once: exactly one wins); unknown id → 404 NOT_FOUND.
//
// What a pass does, in the decision's transaction: a new licence is issued with the requested edition and
// duration; a renewal extends the licence by the duration — from its current expiry, or from the moment of
// the decision when it has already expired, so the renewal never pays for time past; an unbind frees the
// device and counts the unbind; a company-info audit saves the submitted enterprise information, approves
// it (enterpriseStatus "passed") and extends the account's trial licence by COMPANY_APPROVAL_TRIAL_MONTHS
// once per account (by the same rule as a renewal). A denial changes nothing but the record. Either way the
// applicant gets a system message.

/** The two lists: waiting for a decision, and decided. */
export const REVIEW_STAGES = ['pending', 'examined'] as const;
/** A review list. */
export type ReviewStage = (typeof REVIEW_STAGES)[number];

/** The two tabs: personal applications (licence types) and company-info audits. */
export const REVIEW_KINDS = ['personal', 'company'] as const;
/** A kind of application. */
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** The application types each kind covers. */
export const REVIEW_KIND_TYPES = {
  personal: [LICENCE_TYPES.unbind, LICENCE_TYPES.renew, LICENCE_TYPES.newLicence],
  company: [LICENCE_TYPES.enterpriseInfoAudit],
} as const satisfies Record<ReviewKind, readonly LicenceType[]>;

/** Type filter of the personal tab (licence-portal.md §9: all, new licence, renewal, unbind). */
export const REVIEW_PERSONAL_TYPES = REVIEW_KIND_TYPES.personal;
/** A personal application type. */
export type ReviewPersonalType = (typeof REVIEW_PERSONAL_TYPES)[number];

/** What a review list can be ordered by: when applied, or when decided. */
export const REVIEW_SORTS = ['applyTime', 'examinTime'] as const;
/** A review list order. */
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Most records one CSV export holds, so a download cannot read a whole table into memory. */
export const REVIEW_EXPORT_MAX = 10_000;

// A query string carries the code as text.
const personalTypeSchema = strictNumber(
  z.preprocess(
    (value) => (typeof value === 'string' ? Number(value) : value),
    z.literal(REVIEW_PERSONAL_TYPES, { error: M.invalidOption }),
  ),
);

const reviewFilterShape = {
  stage: z.enum(REVIEW_STAGES, { error: M.invalidOption }),
  kind: z.enum(REVIEW_KINDS, { error: M.invalidOption }).default('personal'),
  /** One personal type; absent = all. */
  type: personalTypeSchema.optional(),
  /** Examined list only; absent = both. */
  result: z.enum(APPLICATION_RESULTS, { error: M.invalidOption }).optional(),
  /** Text in the applicant's user name, name, mobile or company. */
  search: searchInputSchema.optional(),
  /** Absent: apply time for the pending list, decision time for the examined one. */
  sort: z.enum(REVIEW_SORTS, { error: M.invalidOption }).optional(),
};

// A type filter belongs to the personal tab, a result filter to the examined list.
function checkFilters(
  value: { stage: ReviewStage; kind: ReviewKind; type?: number | undefined; result?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.type !== undefined && value.kind !== 'personal')
    ctx.addIssue({ code: 'custom', path: ['type'], message: M.invalidOption });
  if (value.result !== undefined && value.stage !== 'examined')
    ctx.addIssue({ code: 'custom', path: ['result'], message: M.invalidOption });
}

/** GET /applyments/review: the list window and the review filters. */
export const reviewListQuerySchema = listQuerySchema.extend(reviewFilterShape).superRefine(checkFilters);
/** A parsed review list query. */
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** GET /applyments/review/export: the list's filters and order; the answer is CSV. */
export const reviewExportQuerySchema = exportQuerySchema(reviewFilterShape).superRefine(checkFilters);
/** A parsed review export query. */
export type ReviewExportQuery = z.output<typeof reviewExportQuerySchema>;

/** The filters and order of a review list as the api-client sends them. */
export interface ReviewFilters {
  stage: ReviewStage;
  kind?: ReviewKind;
  type?: ReviewPersonalType;
  result?: ApplicationResult;
  search?: string;
  sort?: ReviewSort;
  descend?: boolean;
}

/** The remark an administrator may leave with a decision. */
export const reviewRemarkSchema = text().trim().max(REMARK_MAX, M.remarkInvalid);

/** PATCH /applyments/status/{applyId}: pass or deny, with an optional remark. */
export const reviewDecisionSchema = z.object({
  result: z.enum(APPLICATION_RESULTS, { error: M.invalidOption }),
  remark: reviewRemarkSchema.optional(),
});
/** A valid decision. */
export type ReviewDecision = z.output<typeof reviewDecisionSchema>;

/** PATCH /applyments/status/{applyId} path. */
export const reviewDecisionParamsSchema = z.object({ applyId: requiredText().max(36, M.tooLong) });

/** One examination record (licence-portal.md §3): the application, its applicant and its decision. */
export interface ReviewRecord {
  id: string;
  applicant: { id: string; username: string; name: string; mobile: string | null };
  /** The submitted company for a company-info audit, else the applicant's company ('' when none). */
  company: string;
  applyType: LicenceType;
  /** The requested duration code (1 → 3 months, 2 → 6 months, 3 → 1 year); null for unbinds and audits. */
  applyPeriod: number | null;
  /** The requested edition of a new licence; null otherwise. */
  edition: number | null;
  /** The licence concerned (for a passed new-licence request, the one issued); null when none. */
  licence: { id: string; licenceNo: string; deviceId: string | null; expiredAt: number } | null;
  /** What the applicant sent beyond type and duration (name, industry, office, enterprise…). */
  payload: Record<string, unknown>;
  applyTime: number;
  examinTime: number | null;
  examinResult: ApplicationResult | null;
  /** The deciding administrator's name. */
  examiner: string | null;
  remark: string | null;
}
