import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IotAccessView } from '@fleetkey/contract';
import { confirmPopover } from '../../../test/confirm-popover';
import { deviceTypeView } from '../../../test/device-type';
import { MAIN_ACCESS, renderIot, sentBody, type FakeRoutes } from '../../../test/render-iot';
import { SectionsDrawer } from './SectionsDrawer';

const METER = deviceTypeView({
  devtype: 'meter',
  commands: [{ name: 'reboot', cmdtype: 'confirmed', params: [] }],
  warnings: [{ code: 'LOW_BATTERY', desc: 'battery low' }],
  initParam: { interval: 30 },
  much_data: { gps: [{ name: 'lat', type: 'number' }] },
});

/** The drawer's routes, and the writes it sent as `METHOD path body`. */
function drawerRoutes(extra: FakeRoutes = {}) {
  const sent: string[] = [];
  const record = (method: string) => (url: URL, init: RequestInit | undefined) => {
    sent.push(`${method} ${url.pathname}${url.search} ${sentBody(init)}`);
    return METER;
  };
  const routes: FakeRoutes = {
    'GET /v1/devtype/meter': () => METER,
    'PUT /v1/devtype/meter/warnings': record('PUT'),
    'PUT /v1/devtype/meter/commands': record('PUT'),
    'PUT /v1/devtype/meter/initParam': record('PUT'),
    'PUT /v1/devtype/meter/much_data': record('PUT'),
    'DELETE /v1/devtype/meter/much_data': record('DELETE'),
    ...extra,
  };
  return { routes, sent };
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('device type sections drawer', { timeout: 30_000 }, () => {
  it('saves the warnings alone with PUT /devtype/{devtype}/warnings', async () => {
    const { routes, sent } = drawerRoutes();
    renderIot(<SectionsDrawer devtype="meter" onClose={() => undefined} />, { routes });
    await screen.findByRole('tab', { name: 'Warnings' }, { timeout: 30_000 });
    tab('Warnings');
    const form = await screen.findByTestId('section-warnings');
    expect(within(form).getByDisplayValue('LOW_BATTERY')).toBeTruthy();
    fireEvent.click(within(form).getByTestId('section-warnings-add'));
    const codes = within(form).getAllByTestId('event-code');
    fireEvent.change(codes[1] as HTMLElement, { target: { value: 'HIGH_TEMP' } });
    fireEvent.click(within(form).getByTestId('section-warnings-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toBe(
      'PUT /v1/devtype/meter/warnings [{"code":"LOW_BATTERY","desc":"battery low"},{"code":"HIGH_TEMP"}]',
    );
  });

  it('saves the commands alone, each parameter under its command', async () => {
    const { routes, sent } = drawerRoutes();
    renderIot(<SectionsDrawer devtype="meter" onClose={() => undefined} />, { routes });
    await screen.findByRole('tab', { name: 'Commands' }, { timeout: 30_000 });
    tab('Commands');
    const form = await screen.findByTestId('section-commands');
    expect(within(form).getByDisplayValue('reboot')).toBeTruthy();
    fireEvent.click(within(form).getByTestId('add-param'));
    fireEvent.change(within(form).getByTestId('param-name'), { target: { value: 'delay' } });
    fireEvent.click(within(form).getByTestId('section-commands-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toBe(
      'PUT /v1/devtype/meter/commands [{"name":"reboot","cmdtype":"confirmed","params":[{"name":"delay","type":"number"}]}]',
    );
  });

  it('shows a repeated parameter name on its row and sends nothing', async () => {
    const { routes, sent } = drawerRoutes();
    renderIot(<SectionsDrawer devtype="meter" onClose={() => undefined} />, { routes });
    await screen.findByRole('tab', { name: 'Initial parameters' }, { timeout: 30_000 });
    tab('Initial parameters');
    const form = await screen.findByTestId('section-initParam');
    fireEvent.click(within(form).getByTestId('section-initParam-add'));
    fireEvent.change(within(form).getAllByTestId('init-name')[1] as HTMLElement, {
      target: { value: 'interval' },
    });
    fireEvent.click(within(form).getByTestId('section-initParam-save'));
    await within(form).findByText('This value appears more than once.', { exact: false });
    expect(sent).toEqual([]);
  });

  it('adds a topic and saves its points, and deletes a stored topic', async () => {
    const { routes, sent } = drawerRoutes();
    renderIot(<SectionsDrawer devtype="meter" onClose={() => undefined} />, { routes });
    await screen.findByRole('tab', { name: 'Topics' }, { timeout: 30_000 });
    tab('Topics');
    fireEvent.change(await screen.findByTestId('topic-name'), { target: { value: 'power' } });
    fireEvent.click(screen.getByTestId('topic-add'));
    const form = await screen.findByTestId('topic-power');
    fireEvent.click(within(form).getByTestId('topic-power-add'));
    fireEvent.change(within(form).getByTestId('point-name'), { target: { value: 'watts' } });
    fireEvent.click(within(form).getByTestId('topic-power-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toBe(
      'PUT /v1/devtype/meter/much_data {"topic":"power","data":[{"name":"watts","type":"number"}]}',
    );
    fireEvent.click(screen.getByTestId('topic-gps-delete'));
    await confirmPopover('OK');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toBe('DELETE /v1/devtype/meter/much_data?topic=gps ');
  });

  it('shows the sections read-only to a sub-user who may only read device types', async () => {
    const reader: IotAccessView = { ...MAIN_ACCESS, main: false, grants: { devtypes: ['read'] } };
    const { routes } = drawerRoutes({ 'GET /v1/subusers_access/mine': () => reader });
    renderIot(<SectionsDrawer devtype="meter" onClose={() => undefined} />, { routes });
    await screen.findByRole('tab', { name: 'Warnings' }, { timeout: 30_000 });
    tab('Warnings');
    const form = await screen.findByTestId('section-warnings');
    expect(within(form).queryByTestId('section-warnings-save')).toBeNull();
    expect(within(form).getByDisplayValue<HTMLInputElement>('LOW_BATTERY').disabled).toBe(true);
  });
});
