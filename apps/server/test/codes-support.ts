import type { ApiClient } from '@fleetkey/api-client';
import type { OutboxMessage } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { usersRepository } from '../src/modules/accounts/users/users.repository';
import type { TestServer } from './support/test-server';

// Helpers of the codes, captcha, notify and outbox integration tests.

/** A fresh mainland mobile as stored and sent: 86, then 1[3-9] and nine digits. */
export function mobileMaker(): () => string {
  let next = 0;
  return () => `86139${String(++next).padStart(8, '0')}`;
}

/** The code in the receiver's newest outbox message (OUTBOX_API=1). */
export async function latestCode(client: ApiClient, receiver: string): Promise<string> {
  const messages = await client.get<OutboxMessage[]>('/dev/outbox', { query: { receiver } });
  const code = /\d{6}/.exec(messages[0]?.body ?? '')?.[0];
  expect(code, `no code in the outbox for ${receiver}`).toBeDefined();
  return code ?? '';
}

/** Inserts an account owning the mobile and/or e-mail; returns its id. */
export async function addUser(
  server: TestServer,
  contact: { mobile?: string; email?: string },
): Promise<string> {
  const id = randomUUID();
  const now = server.clock.now();
  await usersRepository(server.db).insert({
    id,
    username: `u_${id.slice(0, 8)}`,
    name: 'Code Test',
    mobile: contact.mobile ?? null,
    email: contact.email ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Asserts a call fails with the status, error code and (when given) the server message. */
export async function expectError(call: Promise<unknown>, status: number, code: string, message?: string) {
  await expect(call).rejects.toMatchObject({ status, code, ...(message === undefined ? {} : { message }) });
}
