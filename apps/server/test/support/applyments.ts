import type { ApiClient } from '@fleetkey/api-client';
import type { ApplymentView } from '@fleetkey/contract';

// Users' applications (renewals, upgrades, company-information audits) filed through the real call.

/** POST /applyments/ with this body, as the user signed in on `client`. */
export const apply = (client: ApiClient, body: Record<string, unknown>) =>
  client.post<ApplymentView>('/applyments/', { body });

/** Company information for an audit application (type 3) of this company. */
export const enterpriseInfo = (company: string) => ({
  company,
  industry: 'IoT',
  position: 'CTO',
  state: 'China',
  province: '广东省',
  address: 'Nanshan 1',
});
