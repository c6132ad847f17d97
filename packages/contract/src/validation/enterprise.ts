import type { z } from 'zod';
import { CHINA_PROVINCES, isChinaState } from '../regions';
import { VALIDATION_MESSAGES as M } from './keys';
import type { ValidationMessageKey } from './keys';
import { boundedText, CHINESE_CHAR_CLASS, fields, hasEdge, optionalField, requiredText, text } from './text';

// Company and enterprise fields (licence-portal.md §5, iot-console.md §5).

const COMPANY_CHARS = new RegExp(`^[A-Za-z0-9_\\-${CHINESE_CHAR_CLASS}]*$`);
const CHINESE_OR_ENGLISH = new RegExp(`^[A-Za-z ${CHINESE_CHAR_CLASS}]+$`);
// A website with or without http(s)://: dotted host name, optional port and path.
const WEBSITE =
  /^(https?:\/\/)?([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(:\d{1,5})?([/?#]\S*)?$/;
/** Longest enterprise text field (company, department, position, website). */
export const ENTERPRISE_TEXT_MAX = 64;

function companyLike(message: ValidationMessageKey) {
  return boundedText(2, ENTERPRISE_TEXT_MAX, message)
    .regex(COMPANY_CHARS, message)
    .refine((v) => !hasEdge(v, '_-'), message);
}

function edgeText(min: number, max: number, message: ValidationMessageKey) {
  return boundedText(min, max, message).refine((v) => !hasEdge(v, '_-'), message);
}

/** Company: 2–64 letters, digits, _, - or Chinese; no leading or trailing _ or -. */
export const companySchema = companyLike(M.companyInvalid);
/** User-info text (portal §5): the company rule, hyphen edges included, under its own message. */
export const userInfoTextSchema = companyLike(M.userInfoTextInvalid);
/** Department: at most 64, no leading or trailing _ or -. */
export const departmentSchema = edgeText(1, ENTERPRISE_TEXT_MAX, M.departmentInvalid);
/** Position: required, at most 64, no leading or trailing _ or -. */
export const positionSchema = edgeText(1, ENTERPRISE_TEXT_MAX, M.positionInvalid);
/** Address: 2–256, no leading or trailing _ or -. */
export const addressSchema = edgeText(2, 256, M.addressInvalid);
/** Industry: required (one of the industry list's values). */
export const industrySchema = requiredText().max(ENTERPRISE_TEXT_MAX, M.tooLong);
/** Country (state): required. */
export const stateSchema = requiredText().max(ENTERPRISE_TEXT_MAX, M.tooLong);
/** Website: optional; when given, a valid http(s) site of at most 64 characters. */
export const websiteSchema = optionalField(
  requiredText().max(ENTERPRISE_TEXT_MAX, M.websiteInvalid).regex(WEBSITE, M.websiteInvalid),
);

const chinaProvinces: readonly string[] = CHINA_PROVINCES.map((p) => p.zh);

/** Province for a country: China's from the list, elsewhere typed Chinese or English letters and spaces. */
export function provinceIssue(state: string, province: string | undefined): ValidationMessageKey | undefined {
  if (province === undefined || province.trim() === '') return M.required;
  if (isChinaState(state)) return chinaProvinces.includes(province) ? undefined : M.provinceInvalid;
  if (province.length > ENTERPRISE_TEXT_MAX) return M.tooLong;
  return CHINESE_OR_ENGLISH.test(province) ? undefined : M.onlyChineseEnglish;
}

function checkProvince(value: { state: string; province?: string | undefined }, ctx: z.RefinementCtx): void {
  const message = provinceIssue(value.state, value.province);
  if (message !== undefined) ctx.addIssue({ code: 'custom', path: ['province'], message });
}

/** Profile save: industry and country required; China's province from the list, else typed. */
export const profileSaveSchema = fields({
  industry: industrySchema,
  state: stateSchema,
  province: text().optional(),
}).superRefine(checkProvince);
/** A valid profile save. */
export type ProfileSave = z.output<typeof profileSaveSchema>;

/** The console's enterprise form; department is required only when the form is flagged so. */
export function enterpriseFormSchema({ departmentRequired = false }: { departmentRequired?: boolean } = {}) {
  return fields({
    company: companySchema,
    industry: industrySchema,
    department: departmentRequired ? departmentSchema : optionalField(departmentSchema),
    position: positionSchema,
    state: stateSchema,
    province: text().optional(),
    address: addressSchema,
    website: websiteSchema,
  }).superRefine(checkProvince);
}
/** A valid enterprise form. */
export type EnterpriseForm = z.output<ReturnType<typeof enterpriseFormSchema>>;
