import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ErrorCodeDescription, IotAccessView, JsonSchemaNode } from '@fleetkey/contract';
import { FakeError, MAIN_ACCESS, renderIot, type FakeRoutes } from '../../test/render-iot';
import { DeveloperReference } from './DeveloperReference';

const PROFILE: JsonSchemaNode = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 2, maxLength: 32 },
    scope: {
      type: 'object',
      properties: { kind: { type: 'string', enum: ['all', 'groups'] } },
      required: ['kind'],
    },
  },
  required: ['name'],
};
const DEVICE: JsonSchemaNode = {
  type: 'object',
  properties: { devid: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
  required: ['devid'],
};
const CODES: ErrorCodeDescription[] = [
  { code: 'NOT_FOUND', status: 404, message: 'not found', zh: '未找到', en: 'Not found' },
  {
    code: 'DEVICE_OFFLINE',
    status: 409,
    message: 'device offline',
    zh: '设备离线',
    en: 'The device is offline',
  },
];

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /v1/dev/subuser_access_schema': () => PROFILE,
    'GET /v1/dev/device_schema': () => DEVICE,
    'GET /v1/dev/code_desc': () => CODES,
    'GET /v1/dev/multicast/lora': () => [
      {
        name: 'mcAppSKey',
        type: 'hex',
        required: true,
        pattern: '^[0-9A-Fa-f]{32}$',
        secret: true,
        zh: '密钥',
        en: 'App key',
      },
    ],
    ...extra,
  };
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('developer reference', { timeout: 30_000 }, () => {
  it("shows the first schema's fields with type, required mark and limits, nested fields unfolded", async () => {
    renderIot(<DeveloperReference />, { routes: routes() });
    const table = await screen.findByTestId('dev-schema-table', {}, { timeout: 30_000 });
    const name = within(table).getByText('name').closest('tr');
    expect(name?.textContent).toContain('Required');
    expect(name?.textContent).toContain('Length: 2–32');
    // The nested field shows without a click.
    expect(within(table).getByText('kind').closest('tr')?.textContent).toContain('One of: all, groups');
  });

  it('reads another schema when it is picked and names the call that answers it', async () => {
    renderIot(<DeveloperReference />, { routes: routes() });
    await screen.findByTestId('dev-schema-table', {}, { timeout: 30_000 });
    fireEvent.click(screen.getByRole('radio', { name: 'Device' }));
    // Only GET /v1/dev/device_schema answers a devid field.
    await screen.findByText('devid');
    expect(screen.getByText('GET /v1/dev/device_schema')).toBeTruthy();
  });

  it('shows a failed schema read with a retry that reads it again', async () => {
    // A 5xx is retried once by the query client before it shows: the first two reads fail.
    let calls = 0;
    renderIot(<DeveloperReference />, {
      routes: routes({
        'GET /v1/dev/subuser_access_schema': () =>
          ++calls <= 2 ? new FakeError(500, { code: 'INTERNAL', message: 'boom' }) : PROFILE,
      }),
    });
    const error = await screen.findByTestId('load-error', {}, { timeout: 30_000 });
    fireEvent.click(within(error).getByRole('button'));
    await screen.findByTestId('dev-schema-table');
    expect(calls).toBe(3);
  });

  it('lists the error codes in the language shown and searches them', async () => {
    renderIot(<DeveloperReference />, { routes: routes() });
    tab('Error codes');
    await screen.findByText('The device is offline', {}, { timeout: 30_000 });
    expect(screen.getByText('2 codes')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Search code, status or text'), {
      target: { value: '404' },
    });
    await waitFor(() => expect(screen.queryByText('The device is offline')).toBeNull());
    expect(screen.getByText('Not found')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Search code, status or text'), {
      target: { value: 'nothing' },
    });
    await screen.findByTestId('no-data');
  });

  it("lists the LoRa session's fields with their pattern and which are kept secret", async () => {
    renderIot(<DeveloperReference />, { routes: routes() });
    // The tab shows once the user's access is known to reach multicast groups.
    fireEvent.click(await screen.findByRole('tab', { name: 'LoRa multicast fields' }, { timeout: 30_000 }));
    const label = await screen.findByText('App key', {}, { timeout: 30_000 });
    const row = label.closest('tr');
    expect(row?.textContent).toContain('^[0-9A-Fa-f]{32}$');
    expect(row?.textContent).toContain('Stored encrypted');
  });

  it('offers no LoRa fields to a sub-user who may not read multicast groups, and never asks for them', async () => {
    const reader: IotAccessView = { ...MAIN_ACCESS, main: false, grants: { devices: ['read'] } };
    const { fetch } = renderIot(<DeveloperReference />, {
      routes: routes({ 'GET /v1/subusers_access/mine': () => reader }),
    });
    tab('Error codes');
    await screen.findByText('The device is offline', {}, { timeout: 30_000 });
    expect(screen.queryByRole('tab', { name: 'LoRa multicast fields' })).toBeNull();
    const asked = fetch.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : input.toString(),
    );
    expect(asked.some((url) => url.includes('/v1/subusers_access/mine'))).toBe(true);
    expect(asked.some((url) => url.includes('/dev/multicast/lora'))).toBe(false);
  });
});
