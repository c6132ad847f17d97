import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WEB_KIT_RESOURCES } from '@fleetkey/web-kit';
import { textAt } from '@fleetkey/web-kit/testing';
import { licence } from '../../../test/fixtures';
import { fakeApi, renderLicence } from '../../../test/render-licence';
import { BindDialog } from './BindDialog';

const en = (key: string) => String(textAt(WEB_KIT_RESOURCES.en, key));

// antd forms and dialogs render slowly under jsdom.
describe('BindDialog', { timeout: 120_000 }, () => {
  it('refuses a device id or name that breaks the §5 rules, and binds with valid ones', async () => {
    const onClose = vi.fn();
    const api = fakeApi({
      'PUT /v1/licences/bind/lic-1': { data: licence({ useStatus: 'inUse' }) },
    });
    renderLicence(<BindDialog licence={licence()} onClose={onClose} />, { fetch: api.fetch });

    fireEvent.change(screen.getByTestId('bind-device-id'), { target: { value: '-gateway' } });
    fireEvent.change(screen.getByTestId('bind-device-name'), { target: { value: 'gate#way' } });
    fireEvent.click(screen.getByTestId('bind-submit'));
    expect(await screen.findByText(en('validation.deviceIdInvalid'))).toBeTruthy();
    expect(await screen.findByText(en('validation.deviceNameInvalid'))).toBeTruthy();
    expect(api.callsTo('PUT /v1/licences/bind/lic-1')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('bind-device-id'), { target: { value: 'gw-01' } });
    fireEvent.change(screen.getByTestId('bind-device-name'), { target: { value: '网关一号' } });
    fireEvent.click(screen.getByTestId('bind-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [call] = api.callsTo('PUT /v1/licences/bind/lic-1');
    expect(call?.url.searchParams.get('deviceId')).toBe('gw-01');
    expect(call?.url.searchParams.get('deviceName')).toBe('网关一号');
  });

  it('shows why the server refused the bind inside the dialog', async () => {
    const onClose = vi.fn();
    const api = fakeApi({ 'PUT /v1/licences/bind/lic-1': { status: 409, code: 'DEVICE_ALREADY_BOUND' } });
    renderLicence(<BindDialog licence={licence()} onClose={onClose} />, { fetch: api.fetch });
    fireEvent.change(screen.getByTestId('bind-device-id'), { target: { value: 'gw-01' } });
    fireEvent.change(screen.getByTestId('bind-device-name'), { target: { value: 'gw-01' } });
    fireEvent.click(screen.getByTestId('bind-submit'));
    expect((await screen.findByTestId('action-error')).textContent).toContain(
      'This device is already bound to another licence.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('promises the first-bind bonus only while the account can still get it', async () => {
    const ahead = fakeApi({ 'GET /v1/rewards/mine': { data: { firstBindBonus: true } } });
    const first = renderLicence(<BindDialog licence={licence()} onClose={vi.fn()} />, { fetch: ahead.fetch });
    expect((await screen.findByTestId('bind-bonus-hint')).textContent).toContain('2 months');
    first.unmount();

    const used = fakeApi({ 'GET /v1/rewards/mine': { data: { firstBindBonus: false } } });
    renderLicence(<BindDialog licence={licence()} onClose={vi.fn()} />, { fetch: used.fetch });
    await waitFor(() => expect(used.callsTo('GET /v1/rewards/mine')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('bind-bonus-hint')).toBeNull();
  });

  it('binds once however often Bind is clicked, and shows no failure of a second click', async () => {
    const onClose = vi.fn();
    const api = fakeApi({
      'PUT /v1/licences/bind/lic-1': { data: licence({ useStatus: 'inUse' }) },
    });
    renderLicence(<BindDialog licence={licence()} onClose={onClose} />, { fetch: api.fetch });
    fireEvent.change(screen.getByTestId('bind-device-id'), { target: { value: 'gw-01' } });
    fireEvent.change(screen.getByTestId('bind-device-name'), { target: { value: 'Gateway' } });
    fireEvent.click(screen.getByTestId('bind-submit'));
    fireEvent.click(screen.getByTestId('bind-submit'));
    fireEvent.click(screen.getByTestId('bind-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('PUT /v1/licences/bind/lic-1')).toHaveLength(1);
  });
});
