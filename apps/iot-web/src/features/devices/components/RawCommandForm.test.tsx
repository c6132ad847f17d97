import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommandView } from '@fleetkey/contract';
import { renderIot } from '../../../test/render-iot';
import { deviceView } from '../../../test/device-view';
import { RawCommandForm } from './RawCommandForm';

const DEVICE = deviceView({ devid: 'p-1', devtype: 'pump' });
const TYPE = { devtype: 'pump', commands: [{ name: 'frame', cmdtype: 'unconfirmed', params: [] }] };

function rawCommand(state: CommandView['state'], params: string): CommandView {
  return {
    id: 'raw-1',
    devid: 'p-1',
    devtype: 'pump',
    cmd: 'frame',
    cmdtype: 'unconfirmed',
    datatype: 'hex',
    params,
    state,
    reply: null,
    timeout: null,
    sentAt: 1,
    repliedAt: null,
    late: false,
    expiresAt: state === 'queued' ? 86_400_001 : null,
    multicast: null,
  };
}

function type(testId: string, value: string) {
  const box = screen.getByTestId(testId);
  const input = box.tagName === 'INPUT' ? box : (box.querySelector('input') as HTMLInputElement);
  fireEvent.change(input, { target: { value } });
}

describe("the device page's raw command form", () => {
  it('says why data that is not hex cannot go, and sends nothing', async () => {
    const { fetch } = renderIot(<RawCommandForm device={DEVICE} />, {
      routes: { 'GET /v1/devtype/pump': () => TYPE },
    });
    type('raw-command-name', 'frame');
    type('raw-command-data', '0a0');
    fireEvent.click(screen.getByTestId('raw-command-send'));
    expect(
      await screen.findByText('Enter hexadecimal digits (0-9, a-f) of the required length.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('raw-command-preview')).toBeNull();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('shows the bytes it sends, and sends once when submitted again while out, queued when asked', async () => {
    const sent: { query: Record<string, string>; body: unknown }[] = [];
    const { fetch } = renderIot(<RawCommandForm device={DEVICE} />, {
      routes: {
        'GET /v1/devtype/pump': () => TYPE,
        'PUT /v1/devices/p-1/command/frame': (url, init) => {
          sent.push({ query: Object.fromEntries(url.searchParams), body: JSON.parse(init?.body as string) });
          return rawCommand('queued', '01ff7a');
        },
      },
    });
    type('raw-command-name', 'frame');
    type('raw-command-data', '01 FF 7a');
    expect((await screen.findByTestId('raw-command-preview')).textContent).toBe(
      'Sends 3 bytes on dev/pump/p-1/cmd/frame: 01 ff 7a',
    );
    fireEvent.click(screen.getByTestId('raw-command-queue'));
    // The answer takes a while, so the second submit (Enter in the data box, which no busy button stops)
    // comes while the first is out — and its form check ends while it is still out: 300 ms was not enough
    // beside stress-ng (the check ended after the answer and sent again), so the answer takes 1.5 s.
    const answer = fetch.getMockImplementation();
    if (!answer) throw new Error('renderIot gives a fake fetch');
    fetch.mockImplementation((input, init) =>
      init?.method === 'PUT'
        ? new Promise((resolve) => setTimeout(() => resolve(answer(input, init)), 1500))
        : answer(input, init),
    );
    fireEvent.click(screen.getByTestId('raw-command-send'));
    await waitFor(() => expect(screen.getByTestId('raw-command-send').className).toMatch(/loading/));
    fireEvent.submit(screen.getByTestId('raw-command-data'));
    expect((await screen.findByTestId('command-result')).textContent).toContain('frame is queued');
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
    expect(sent[0]).toEqual({
      query: { devtype: 'pump', datatype: 'hex', queue: 'true' },
      body: { data: '01ff7a' },
    });
  });
});
