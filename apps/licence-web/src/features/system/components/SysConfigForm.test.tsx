import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientInfoConfig } from '@fleetkey/contract';
import en from '../../../locales/en.json';
import { fakeApi, renderLicence } from '../../../test/render-licence';
import { SysConfigForm } from './SysConfigForm';

const current: ClientInfoConfig = {
  version: '3.0.6',
  message: 'Welcome',
  path: '',
  registerStyle: 'second',
  forgotStyle: 'second',
};

describe('SysConfigForm', { timeout: 120_000 }, () => {
  it('refuses a download link that is neither a path nor an http(s) address, then saves only what changed', async () => {
    const api = fakeApi({
      'PUT /v1/sys/config': (_url, body) => ({
        data: {
          client: { ...current, ...(body as { client: object }).client },
          updatedAt: 1,
          updatedBy: 'keeper',
        },
      }),
    });
    renderLicence(<SysConfigForm current={current} editable />, { fetch: api.fetch });

    fireEvent.change(screen.getByTestId('sysconfig-path'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByTestId('sysconfig-save'));
    expect(await screen.findByText(en.system.config.pathInvalid)).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    fireEvent.change(screen.getByTestId('sysconfig-path'), { target: { value: '/downloads/client.exe' } });
    fireEvent.change(screen.getByTestId('sysconfig-version'), { target: { value: '3.1.0' } });
    fireEvent.click(screen.getByTestId('sysconfig-save'));
    await waitFor(() => expect(api.callsTo('PUT /v1/sys/config')).toHaveLength(1));
    expect(api.callsTo('PUT /v1/sys/config')[0]?.body).toEqual({
      client: { version: '3.1.0', path: '/downloads/client.exe' },
    });
    expect(await screen.findByText(en.system.config.saved)).toBeTruthy();
  });

  it('shows the configuration read-only, without a save button, to an administrator who may only read it', () => {
    renderLicence(<SysConfigForm current={current} editable={false} />, { fetch: fakeApi({}).fetch });
    expect(screen.queryByTestId('sysconfig-save')).toBeNull();
    expect(screen.getByTestId('sysconfig-version').hasAttribute('disabled')).toBe(true);
  });
});
