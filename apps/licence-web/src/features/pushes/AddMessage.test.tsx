import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderLicence, type FakeRoutes } from '../../test/render-licence';
import { AddMessage } from './AddMessage';

function renderForm(routes: FakeRoutes) {
  const api = fakeApi(routes);
  renderLicence(<AddMessage />, { fetch: api.fetch, path: '/Home/MessagePush/AddMessage' });
  return api;
}

const fill = async (testId: string, value: string) =>
  fireEvent.change(await screen.findByTestId(testId), { target: { value } });

describe('AddMessage', { timeout: 120_000 }, () => {
  it('broadcasts to every user after a confirmation and returns to the list with a toast', async () => {
    const api = renderForm({ 'POST /v1/broadcasts': { data: { recipientCount: 42 } } });
    await fill('push-title', 'Release 3.1');
    await fill('push-content', 'New editions are out.');
    await waitFor(() => expect(screen.getByTestId('push-preview').textContent).toContain('Release 3.1'));
    fireEvent.click(screen.getByTestId('push-submit'));
    expect((await screen.findAllByText('Send to every user?')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST /v1/broadcasts')).toHaveLength(0);
    // Nothing is sent until the broadcast is confirmed.
    fireEvent.click(await screen.findByTestId('push-confirm-ok'));

    expect(await screen.findByText('Sent to 42 users.')).toBeTruthy();
    expect(api.callsTo('POST /v1/broadcasts')[0]?.body).toEqual({
      type: 1,
      title: 'Release 3.1',
      content: 'New editions are out.',
    });
    await waitFor(() =>
      expect(screen.getByTestId('current-location').textContent).toBe(
        '/Home/MessagePush/MessagePush?tab=broadcasts',
      ),
    );
  });

  it('pushes to listed mobiles, once each, after refusing lines that are not full mobiles', async () => {
    const api = renderForm({ 'POST /v1/tickets/mobiles': { data: { recipientCount: 2 } } });
    fireEvent.click(screen.getByTestId('push-audience-mobiles'));
    await fill('push-targets', '8613912345678\n139-1234-5678\n8613912345678');
    await fill('push-title', 'Your renewal');
    await fill('push-content', 'Renew before the end of the month.');
    fireEvent.click(screen.getByTestId('push-submit'));
    expect(await screen.findByText('Not full mobiles: 139-1234-5678')).toBeTruthy();
    expect(api.callsTo('POST /v1/tickets/mobiles')).toHaveLength(0);

    await fill('push-targets', '8613912345678\n8613912345679, 8613912345678');
    fireEvent.click(screen.getByTestId('push-submit'));
    await waitFor(() => expect(api.callsTo('POST /v1/tickets/mobiles')).toHaveLength(1));
    expect(api.callsTo('POST /v1/tickets/mobiles')[0]?.body).toMatchObject({
      mobiles: ['8613912345678', '8613912345679'],
    });
    await waitFor(() =>
      expect(screen.getByTestId('current-location').textContent).toBe(
        '/Home/MessagePush/MessagePush?tab=tickets',
      ),
    );
  });

  it('stays on the form and says why when some users do not exist', async () => {
    renderForm({ 'POST /v1/tickets/userIds': { status: 400, code: 'RECIPIENTS_UNKNOWN' } });
    fireEvent.click(screen.getByTestId('push-audience-userIds'));
    await fill('push-targets', 'user-1');
    await fill('push-title', 'Survey');
    await fill('push-content', 'Tell us how we do.');
    fireEvent.click(screen.getByTestId('push-submit'));
    expect((await screen.findByTestId('push-send-error')).textContent).toContain(
      'Some users were not found; nothing was sent.',
    );
    expect(screen.getByTestId('current-location').textContent).toBe('/Home/MessagePush/AddMessage');
  });
});
