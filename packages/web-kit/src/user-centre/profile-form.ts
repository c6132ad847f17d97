import type { EnterprisePayload, UserProfile } from '@fleetkey/contract';
import type { EnterpriseKey } from './EnterpriseFields';

/** The enterprise block as the dialogs' form holds it. */
export type EnterpriseValues = Partial<Record<EnterpriseKey, string>>;

/** Form values of the enterprise block from a profile (the top-level country fills in a missing state). */
export function enterpriseValuesOf(profile: UserProfile): EnterpriseValues {
  const enterprise: EnterpriseValues = { ...profile.enterprise };
  if (!enterprise.state && profile.country) enterprise.state = profile.country;
  return enterprise;
}

/**
 * The enterprise object to save: the server replaces it whole, so the fields a dialog does not show are
 * kept from the profile; blank fields are left out rather than sent empty.
 */
export function enterpriseChanges(profile: UserProfile, values: EnterpriseValues): EnterprisePayload {
  const merged: Record<string, string | undefined> = { ...profile.enterprise, ...values };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(merged)) {
    const trimmed = value?.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
}
