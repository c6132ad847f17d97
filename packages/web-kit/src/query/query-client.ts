import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@fleetkey/api-client';

/** Per-query/mutation options read by the central error handler. */
export interface ErrorMeta extends Record<string, unknown> {
  /** Resource scope of the call: looks up `errors.<scope>.<status>` first. */
  errorScope?: string;
  /** The screen shows this error itself: no toast. */
  silentError?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

/** Called for every failed query or mutation that is not silent. */
export type QueryErrorHandler = (error: unknown, scope: string | undefined) => void;

// A 4xx will not change on retry; a lost connection or a 5xx might.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * Creates the TanStack Query client of a console, wired to the central error handler. A write refused as a
 * conflict (409: the order moved on, the application was decided, the name was taken in another tab) means
 * what the screen shows is stale: every query on screen is fetched again, so the refusal comes with the truth.
 */
export function createQueryClient(onError: QueryErrorHandler): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silentError) onError(error, query.meta?.errorScope);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (error instanceof ApiError && error.status === 409) void client.invalidateQueries();
        if (!mutation.meta?.silentError) onError(error, mutation.meta?.errorScope);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
