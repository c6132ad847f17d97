import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { message, page } from '../../test/fixtures';
import { fakeApi, renderLicence } from '../../test/render-licence';
import { MessageCentre } from './MessageCentre';
import { MessageNoticeBell } from './MessageNoticeBell';

const unread = message();
const product = message({ id: 'msg-2', type: 2, title: 'New release', read: true });

describe('MessageCentre', { timeout: 120_000 }, () => {
  it("tags types green / orange / grey (antd's neutral default tag) and marks unread messages", async () => {
    const survey = message({ id: 'msg-3', type: 3, title: 'Survey', read: true });
    const api = fakeApi({ 'GET /v1/messages': page([unread, product, survey], { unreadCount: 1 }) });
    renderLicence(<MessageCentre />, { fetch: api.fetch });
    const tags = await screen.findAllByTestId('message-type');
    expect(
      tags.map((tag) => [tag.textContent, tag.className.match(/ant-tag-(green|orange|default)/)?.[1]]),
    ).toEqual([
      ['System', 'green'],
      ['Product', 'orange'],
      ['Voucher / survey', 'default'],
    ]);
    expect(screen.getAllByTestId('message-read-state').map((s) => s.textContent)).toEqual([
      'Unread',
      'Read',
      'Read',
    ]);
  });

  it('opens the message a ?id= link names and marks it read', async () => {
    const api = fakeApi({
      'GET /v1/messages': page([unread], { unreadCount: 1 }),
      'GET /v1/messages/msg-1': { data: unread },
      'PUT /v1/messages/read/msg-1': { data: { ...unread, read: true } },
    });
    renderLicence(<MessageCentre />, {
      fetch: api.fetch,
      path: '/Home/MessageCenter/MessageCenter?id=msg-1',
    });
    expect((await screen.findByTestId('message-content')).textContent).toBe(unread.content);
    await waitFor(() => expect(api.callsTo('PUT /v1/messages/read/msg-1')).toHaveLength(1));
  });

  it('opens a message clicked anywhere on its row, addressed by ?id=', async () => {
    const api = fakeApi({
      'GET /v1/messages': page([unread], { unreadCount: 1 }),
      'GET /v1/messages/msg-1': { data: unread },
      'PUT /v1/messages/read/msg-1': { data: { ...unread, read: true } },
    });
    renderLicence(<MessageCentre />, { fetch: api.fetch });
    fireEvent.click(await screen.findByTestId('message-read-state'));
    expect(screen.getByTestId('current-location').textContent).toContain('?id=msg-1');
    expect((await screen.findByTestId('message-content')).textContent).toBe(unread.content);
  });

  it('marks all read only after the confirmation', async () => {
    const api = fakeApi({
      'GET /v1/messages': page([unread], { unreadCount: 1 }),
      'PUT /v1/messages/read/': { data: { count: 1 } },
    });
    renderLicence(<MessageCentre />, { fetch: api.fetch });
    const button = await screen.findByTestId('mark-all-read');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('1 unread message will be marked read.')).toBeTruthy();
    expect(api.callsTo('PUT /v1/messages/read/')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('mark-all-ok'));
    await waitFor(() => expect(api.callsTo('PUT /v1/messages/read/')).toHaveLength(1));
  });
});

describe('MessageNoticeBell', { timeout: 120_000 }, () => {
  it('shows the unread count on the badge', async () => {
    const api = fakeApi({
      'GET /v1/messages/unread': { data: { count: 3 } },
      'GET /v1/messages': page([unread], { unreadCount: 3 }),
    });
    renderLicence(<MessageNoticeBell />, { fetch: api.fetch });
    await waitFor(() =>
      expect(screen.getByTestId('notice-bell').querySelector('.ant-badge-count')?.getAttribute('title')).toBe(
        '3',
      ),
    );
  });

  it('shows no count when everything is read', async () => {
    const api = fakeApi({ 'GET /v1/messages/unread': { data: { count: 0 } } });
    renderLicence(<MessageNoticeBell />, { fetch: api.fetch });
    await waitFor(() => expect(api.callsTo('GET /v1/messages/unread')).toHaveLength(1));
    expect(screen.getByTestId('notice-bell').querySelector('.ant-badge-count')).toBeNull();
    expect(api.callsTo('GET /v1/messages')).toHaveLength(0);
  });
});
