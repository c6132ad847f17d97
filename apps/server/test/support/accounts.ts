import type { ApiClient } from '@fleetkey/api-client';
import type { SessionUser } from '@fleetkey/contract';
import type { TestServer } from './test-server';

/** The newest code sent to a receiver, read from the outbox (the server runs with OUTBOX_API=1). */
export async function latestCode(client: ApiClient, receiver: string): Promise<string> {
  const messages = await client.get<{ body: string }[]>('/dev/outbox', { query: { receiver } });
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${receiver}`);
  return code;
}

/** A fresh captcha and its answer (read through the OUTBOX_API dev endpoint). */
export async function solvedCaptcha(client: ApiClient): Promise<{ svgCodeUUID: string; svgCode: string }> {
  const { uuid } = await client.get<{ svgCode: string; uuid: string }>('/auth/svg_code');
  const { answer } = await client.get<{ answer: string }>(`/dev/captcha/${uuid}`);
  return { svgCodeUUID: uuid, svgCode: answer };
}

let sequence = 0;
/** A China mobile no other test uses (full, with calling code). */
export function newMobile(): string {
  sequence += 1;
  return `86139${String(process.pid % 10_000).padStart(4, '0')}${String(sequence).padStart(4, '0')}`;
}

export const PASSWORD = 'Abcd1234';

/** Registers a main account through the real sign-up calls; answers its mobile. */
export async function registerUser(
  server: TestServer,
  password = PASSWORD,
): Promise<{ mobile: string; user: SessionUser }> {
  const client = server.newClient();
  const mobile = newMobile();
  await client.get('/auth/sms_code', {
    query: { mobile, codeType: 'registerCode', ...(await solvedCaptcha(client)) },
  });
  const smsCode = await latestCode(client, mobile);
  const user = await client.post<SessionUser>('/users', { body: { smsCode, data: { mobile, password } } });
  // Flow control is per receiver and per minute: later code requests for this mobile start a new minute.
  server.clock.advance(61_000);
  return { mobile, user };
}

/** Signs a client in with password and captcha. */
export async function passwordLogin(
  client: ApiClient,
  user: string,
  password = PASSWORD,
): Promise<SessionUser> {
  return client.post<SessionUser>('/auth/login', {
    body: { user, password, ...(await solvedCaptcha(client)) },
  });
}
