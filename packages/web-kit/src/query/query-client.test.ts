import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import { createQueryClient } from './query-client';

/** Whether a loaded list is due for fetching again after a write that fails with `error`. */
async function staleAfterRefusal(error: Error): Promise<boolean> {
  const client = createQueryClient(vi.fn());
  await client.fetchQuery({ queryKey: ['list'], queryFn: () => Promise.resolve('rows') });
  await client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(error) })
    .execute(undefined)
    .catch(() => undefined);
  return client.getQueryState(['list'])?.isInvalidated ?? false;
}

describe('query client', () => {
  it('marks what is on screen for fetching again when a write is refused as a conflict (409) only', async () => {
    expect(await staleAfterRefusal(new ApiError(409, 'ORDER_STATE_INVALID', 'stale'))).toBe(true);
    expect(await staleAfterRefusal(new ApiError(400, 'VALIDATION_FAILED', 'bad'))).toBe(false);
    expect(await staleAfterRefusal(new ApiError(0, 'NETWORK', 'offline'))).toBe(false);
  });
});
