import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LICENCE_TYPES } from '@fleetkey/contract';
import { fakeApi, renderLicence } from '../../../test/render-licence';
import { reviewRecord } from '../review-fixtures';
import { ReviewDrawer } from './ReviewDrawer';

const ENTERPRISE = {
  company: 'Acme Ltd',
  department: 'R&D',
  position: 'Engineer',
  state: 'China',
  province: 'Zhejiang',
  address: '1 Lake Road',
  website: 'acme.example',
};

describe('ReviewDrawer', () => {
  it("lists what an enterprise audit sent under the enterprise fields' labels, in the wizard's order", async () => {
    const record = reviewRecord({
      applyType: LICENCE_TYPES.enterpriseInfoAudit,
      payload: { enterprise: ENTERPRISE },
    });
    renderLicence(<ReviewDrawer record={record} onClose={() => undefined} />, { fetch: fakeApi({}).fetch });
    const text = (await screen.findByTestId('review-drawer', {}, { timeout: 30_000 })).textContent ?? '';
    const shown = [
      'Submitted companyAcme Ltd',
      'DepartmentR&D',
      'PositionEngineer',
      'Country or regionChina',
      'ProvinceZhejiang',
      'Address1 Lake Road',
      'Websiteacme.example',
    ].map((part) => text.indexOf(part));
    expect(shown.every((at) => at >= 0)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });
});
