import { z } from 'zod';
import { fullMobileSchema, emailSchema, verificationCodeSchema } from './contact';
import {
  addressSchema,
  companySchema,
  departmentSchema,
  industrySchema,
  positionSchema,
  provinceIssue,
  stateSchema,
  websiteSchema,
} from './enterprise';
import { VALIDATION_MESSAGES as M } from './keys';
import { personNameSchema, usernameSchema } from './names';
import { strongPasswordSchema } from './password';
import { fields, optionalField, text } from './text';

// The console's registration payload (iot-console.md §3): steps 2 (e-mail) and 3 (company) can be
// skipped, so only the mobile, its code and the password are required.

/** Registration's agreement checkbox: must be ticked. */
export const agreementSchema = z.literal(true, { error: M.agreementRequired });

/** Enterprise fields without the empty ones, or undefined when none is left. */
export function compactEnterprise<T extends Record<string, string | undefined>>(
  enterprise: T | undefined,
): Partial<T> | undefined {
  if (enterprise === undefined) return undefined;
  const kept = Object.entries(enterprise).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
  );
  return kept.length === 0 ? undefined : (Object.fromEntries(kept) as Partial<T>);
}

// The form enforces which enterprise fields are required; the payload only checks the ones given,
// because empty fields are dropped before sending.
/** Enterprise part of the payload: each given field passes its rule; empty ones and an empty object drop. */
export const enterprisePayloadSchema = fields({
  company: optionalField(companySchema),
  industry: optionalField(industrySchema),
  department: optionalField(departmentSchema),
  position: optionalField(positionSchema),
  state: optionalField(stateSchema),
  province: optionalField(text()),
  address: optionalField(addressSchema),
  website: websiteSchema,
})
  .superRefine((value, ctx) => {
    if (value.state === undefined || value.province === undefined) return;
    const message = provinceIssue(value.state, value.province);
    if (message !== undefined) ctx.addIssue({ code: 'custom', path: ['province'], message });
  })
  .optional()
  .transform(compactEnterprise);
/** Enterprise part of a valid payload. */
export type EnterprisePayload = NonNullable<z.output<typeof enterprisePayloadSchema>>;

// Blank optional fields parse to undefined; leaving their keys out makes "dropped" literal for the server.
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter((entry) => entry[1] !== undefined)) as T;
}

/** Registration payload: codes, and data with mobile, password, push choice and optional extras. */
export const registrationSchema = fields({
  smsCode: verificationCodeSchema,
  mailCode: optionalField(verificationCodeSchema),
  data: fields({
    name: optionalField(personNameSchema),
    username: optionalField(usernameSchema),
    mobile: fullMobileSchema,
    email: optionalField(emailSchema),
    password: strongPasswordSchema,
    pushable: z.literal([0, 1], { error: M.invalidOption }).default(0),
    enterprise: enterprisePayloadSchema,
  }).transform(withoutUndefined),
}).superRefine((value, ctx) => {
  // An e-mail is only bound with its code; without one the address is unverified.
  if (value.data.email !== undefined && value.mailCode === undefined) {
    ctx.addIssue({ code: 'custom', path: ['mailCode'], message: M.required });
  }
});
/** A valid registration payload. */
export type Registration = z.output<typeof registrationSchema>;
/** A registration payload as the web sends it. */
export type RegistrationInput = z.input<typeof registrationSchema>;
