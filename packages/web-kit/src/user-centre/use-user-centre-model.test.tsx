import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@fleetkey/contract';
import { renderConsole } from '../test/render-console';
import { emptyProfile } from './test-fixtures';
import { useUserCentreModel } from './use-user-centre-model';
import type { UserCentreVariant } from './user-centre-model';

const profile = emptyProfile({ mobile: '8613912345678', area: '86', email: '' });
const user: SessionUser = { ...profile };

function fakeServer() {
  const calls: string[] = [];
  const fetch = vi.fn((input: string, init?: { method?: string }) => {
    const url = new URL(input, 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const data = url.pathname.startsWith('/v1/users/') ? profile : null;
    return Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function Probe({ variant }: { variant: UserCentreVariant }) {
  const model = useUserCentreModel(variant, user);
  if (model.loading) return null;
  return (
    <>
      <button type="button" onClick={() => void model.sendEmailCode('Ada@Example.com')}>
        email code
      </button>
      <button type="button" onClick={() => void model.passwordByCode?.send()}>
        password code
      </button>
      <button type="button" onClick={() => void model.passwordByCode?.change('123456', 'Secret2024')}>
        change by code
      </button>
    </>
  );
}

describe('the user centre model', () => {
  it("sends the licence portal's user-centre code calls and the password change by code", async () => {
    const server = fakeServer();
    renderConsole(<Probe variant="licence" />, { apiOptions: { fetch: server.fetch } });
    fireEvent.click(await screen.findByText('email code', {}, { timeout: 30_000 }));
    fireEvent.click(screen.getByText('password code'));
    fireEvent.click(screen.getByText('change by code'));
    await waitFor(() =>
      expect(server.calls).toEqual(
        expect.arrayContaining([
          'GET /v1/auth/uc_email_code?email=ada%40example.com',
          'GET /v1/auth/uc_sms_code?mobile=8613912345678&codeType=changePasswordCode',
          'PUT /v1/auth/new_change_password?code=123456',
        ]),
      ),
    );
  });

  it('binds an e-mail through /auth/email_code in the IoT console, which has no password change by code', async () => {
    const server = fakeServer();
    renderConsole(<Probe variant="iot" />, { apiOptions: { fetch: server.fetch } });
    fireEvent.click(await screen.findByText('email code', {}, { timeout: 30_000 }));
    fireEvent.click(screen.getByText('password code'));
    await waitFor(() => expect(server.calls).toContain('GET /v1/auth/email_code?email=ada%40example.com'));
    expect(server.calls.filter((call) => call.includes('uc_'))).toEqual([]);
  });
});
