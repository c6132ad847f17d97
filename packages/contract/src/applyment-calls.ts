import { z } from 'zod';
import { editionSchema, LICENCE_TYPES, licenceTypeSchema } from './licences';
import { listQuerySchema } from './lists';
import { enterpriseFormSchema } from './validation/enterprise';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { nameSchema } from './validation/names';

// The users' side of applications (licence-portal.md §7 "Applyments", `/apply`): a new licence,
// a renewal, an unbind or a company-info audit. Administrators decide them (PATCH /applyments/status).

/** Licence durations an application may ask for: 1 → 3 months, 2 → 6 months, 3 → 1 year. */
export const APPLY_DURATIONS = [1, 2, 3] as const;
/** A duration code an application may ask for. */
export type ApplyDuration = (typeof APPLY_DURATIONS)[number];
/** A duration code from the network. */
export const applyDurationSchema = z.literal(APPLY_DURATIONS, { error: M.invalidOption });

const licenceIdSchema = z.string({ error: M.required }).trim().min(1, M.required).max(36, M.required);
const shortText = z.string().trim().max(64, M.tooLong);

const newLicenceFields = {
  duration: applyDurationSchema,
  edition: editionSchema.default(2),
  name: nameSchema,
  industry: shortText.default(''),
  office: shortText.default(''),
};
/** POST /licences and POST /apply: a new-licence application, the type implied. */
export const newLicenceApplySchema = z.object(newLicenceFields);
/** A valid new-licence application. */
export type NewLicenceApply = z.output<typeof newLicenceApplySchema>;

/** POST /applyments/ (and POST /licences, POST /apply for a new licence): one of the four kinds. */
export const applymentCreateSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal(LICENCE_TYPES.newLicence), ...newLicenceFields }),
    z.object({
      type: z.literal(LICENCE_TYPES.renew),
      licenceId: licenceIdSchema,
      duration: applyDurationSchema,
    }),
    z.object({ type: z.literal(LICENCE_TYPES.unbind), licenceId: licenceIdSchema }),
    z.object({
      type: z.literal(LICENCE_TYPES.enterpriseInfoAudit),
      enterprise: enterpriseFormSchema(),
    }),
  ],
  { error: M.invalidOption },
);
/** A valid application request. */
export type ApplymentCreate = z.output<typeof applymentCreateSchema>;

/** PUT /applyments/{userId}: change the duration of one's own pending renewal or new-licence request. */
export const applymentUpdateSchema = z.object({ applyId: licenceIdSchema, duration: applyDurationSchema });
/** DELETE /applyments/{userId}?applyId: withdraw one's own pending request. */
export const applymentWithdrawQuerySchema = z.object({ applyId: licenceIdSchema });

/** Application states. */
export const APPLYMENT_STATES = ['pending', 'passed', 'rejected'] as const;
/** Application state. */
export type ApplymentState = (typeof APPLYMENT_STATES)[number];

/** GET /applyments/{userId}: list parameters plus state and type filters. */
export const applymentListQuerySchema = listQuerySchema.extend({
  state: z.enum(APPLYMENT_STATES, { error: M.invalidOption }).optional(),
});

/** An application as its applicant reads it. */
export const applymentViewSchema = z.object({
  id: z.string(),
  type: licenceTypeSchema,
  licenceId: z.string().nullable(),
  duration: z.number().int().nullable(),
  edition: z.number().int().nullable(),
  payload: z.record(z.string(), z.unknown()),
  state: z.enum(APPLYMENT_STATES),
  createdAt: z.number(),
  examinedAt: z.number().nullable(),
  examinRemark: z.string().nullable(),
});
/** An application as its applicant reads it. */
export type ApplymentView = z.infer<typeof applymentViewSchema>;

/** GET /apply/data: what the apply dialog offers and whether the user may apply now. */
export const applyDataSchema = z.object({
  durations: z.array(z.number().int()),
  editions: z.array(z.number().int()),
  pendingNewLicences: z.number().int(),
  level: z.number().int(),
});
/** What the apply dialog offers. */
export type ApplyData = z.infer<typeof applyDataSchema>;
