import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation/keys';

// Audit status of an account's enterprise (company) information: licence-portal.md §3 (licence type 3
// "enterprise info audit"), §7 Users (`PUT /users/enterprise_info/status/`), §9 (company-info approval).
//
// The spec names the call but shows no body. The one chosen here:
//   PUT /v1/users/enterprise_info/status/   (administrators only; the trailing slash as the spec spells it)
//   body   { "userId": "<account id>", "status": "passed" | "rejected" }
//   answer { "data": { "userId": "<account id>", "enterpriseStatus": "passed" | "rejected" } }
// Unknown account → 404 NOT_FOUND; a user or nobody signed in → 403 / 401; bad body → 400.
// The account's profile (GET /users/{id}, GET /guests/{id}) carries the status as `enterpriseStatus`.

/** Audit states of an account's enterprise information; `none` until an administrator decides. */
export const ENTERPRISE_STATUSES = ['none', 'passed', 'rejected'] as const;
/** Audit state of an account's enterprise information. */
export type EnterpriseStatus = (typeof ENTERPRISE_STATUSES)[number];

/** The decisions an administrator records. */
export const ENTERPRISE_DECISIONS = ['passed', 'rejected'] as const satisfies readonly EnterpriseStatus[];
/** A decision an administrator records. */
export type EnterpriseDecision = (typeof ENTERPRISE_DECISIONS)[number];

/** PUT /users/enterprise_info/status/ body: whose enterprise information, and the decision. */
export const enterpriseStatusBodySchema = z.object({
  userId: z.string({ error: M.required }).trim().min(1, M.required).max(36, M.required),
  status: z.enum(ENTERPRISE_DECISIONS, { error: M.invalidOption }),
});
/** A valid enterprise-status decision. */
export type EnterpriseStatusBody = z.output<typeof enterpriseStatusBodySchema>;

/** PUT /users/enterprise_info/status/ answer. */
export interface EnterpriseStatusResult {
  userId: string;
  enterpriseStatus: EnterpriseStatus;
}
