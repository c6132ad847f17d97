import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { fakeApi, renderLicence } from '../../../test/render-licence';
import { ThirdPartySignInStatus } from './ThirdPartySignInStatus';

const texts = en.system.config.thirdParty;

describe('ThirdPartySignInStatus', { timeout: 120_000 }, () => {
  it('says the sign-in form offers WeChat when the server lists it', async () => {
    const api = fakeApi({
      'GET /v1/auth/third_support': { data: [{ provider: 'weixin', url: '/connect/weixin?x=1' }] },
    });
    renderLicence(<ThirdPartySignInStatus />, { fetch: api.fetch });
    expect(await screen.findByText(texts.offered)).toBeTruthy();
    expect(screen.queryByText(texts.howTo)).toBeNull();
    expect(api.callsTo('GET /v1/auth/third_support')[0]?.url.searchParams.get('backPage')).toBe('/Login');
  });

  it('says why it does not, and what the server needs, when WeChat is not configured', async () => {
    const api = fakeApi({ 'GET /v1/auth/third_support': { data: [] } });
    renderLicence(<ThirdPartySignInStatus />, { fetch: api.fetch });
    expect(await screen.findByText(texts.notOffered)).toBeTruthy();
    expect(screen.getByText(texts.howTo)).toBeTruthy();
  });
});
