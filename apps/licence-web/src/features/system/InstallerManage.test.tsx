import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminGrants, InstallerView, SysConfigView } from '@fleetkey/contract';
import { page } from '../../test/fixtures';
import { renderForAdmin } from '../../test/render-licence';
import { InstallerManage } from './InstallerManage';

const installer: InstallerView = {
  id: 'inst-1',
  fileName: 'fleetkey-setup-3.1.0.exe',
  size: 1024,
  sha256: 'a'.repeat(64),
  version: '3.1.0',
  os: 'Windows',
  description: '',
  adminName: 'keeper',
  createdAt: Date.now(),
};

function sysConfig(path: string): SysConfigView {
  return {
    client: { version: '3.0.6', message: '', path, registerStyle: 'second', forgotStyle: 'second' },
    links: {
      helpUrl: '',
      agreementUrl: '',
      privacyUrl: '',
      feedbackUrl: '',
      chatGroupUrl: '',
      supportEmail: '',
      supportHotline: '',
      salesContact: '',
    },
    updatedAt: null,
    updatedBy: null,
  };
}

async function renderAsAdmin(grants: AdminGrants) {
  const api = await renderForAdmin(<InstallerManage />, grants, {
    'GET /v1/sys/installers': page([installer]),
    'GET /v1/sys/config': { data: sysConfig('/downloads/old.exe') },
    'PUT /v1/sys/config': (_url, body) => ({
      data: sysConfig((body as { client: { path: string } }).client.path),
    }),
  });
  await screen.findByText(installer.fileName);
  return api;
}

describe('InstallerManage', { timeout: 120_000 }, () => {
  it('offers an uploaded installer in the client-download panel and marks it as the one offered', async () => {
    const api = await renderAsAdmin({ installers: 'write', config: 'write' });
    expect(screen.queryByTestId('installer-offered-inst-1')).toBeNull();
    fireEvent.click(await screen.findByTestId('installer-offer-inst-1'));
    await waitFor(() => expect(api.callsTo('PUT /v1/sys/config')).toHaveLength(1));
    expect(api.callsTo('PUT /v1/sys/config')[0]?.body).toEqual({
      client: { path: '/v1/installers/inst-1/download', version: '3.1.0' },
    });
    expect(await screen.findByTestId('installer-offered-inst-1')).toBeTruthy();
    expect(screen.getByTestId('installer-offer-inst-1').hasAttribute('disabled')).toBe(true);
  });

  it('shows no offer button to an administrator who may not change the configuration', async () => {
    await renderAsAdmin({ installers: 'write', config: 'read' });
    await screen.findByTestId('installer-delete-inst-1');
    expect(screen.queryByTestId('installer-offer-inst-1')).toBeNull();
  });
});
