import { compactEnterprise } from '@fleetkey/contract';
import type { RegistrationInput } from '@fleetkey/contract';
import { fullMobile } from '../countries';

/** The enterprise fields a registration sends, in the order the wizard asks them and a reviewer reads them. */
export const ENTERPRISE_FIELDS = [
  'company',
  'industry',
  'department',
  'position',
  'state',
  'province',
  'address',
  'website',
] as const;
/** One enterprise field. */
export type EnterpriseField = (typeof ENTERPRISE_FIELDS)[number];

/** What the wizard has collected so far. */
export interface RegistrationDraft {
  areaCode: string;
  mobile: string;
  smsCode: string;
  password: string;
  email?: string;
  mailCode?: string;
  pushable?: boolean;
  name?: string;
  enterprise?: Partial<Record<EnterpriseField, string>>;
}

/**
 * The POST /users payload of iot-console.md §3: full mobile, push choice as 0|1, the e-mail only with its
 * code, the name only when given, and the enterprise without its empty fields (dropped when all are).
 */
export function buildRegistration(draft: RegistrationDraft): RegistrationInput {
  const email = draft.email?.trim().toLowerCase();
  const name = draft.name?.trim();
  const enterprise = compactEnterprise(draft.enterprise);
  return {
    smsCode: draft.smsCode,
    ...(email ? { mailCode: draft.mailCode } : {}),
    data: {
      mobile: fullMobile(draft.areaCode, draft.mobile),
      password: draft.password,
      pushable: draft.pushable ? 1 : 0,
      ...(email ? { email } : {}),
      ...(name ? { name } : {}),
      ...(enterprise ? { enterprise } : {}),
    },
  };
}
