import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { useOnceMutation } from './use-once-mutation';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

/** A write that answers when the test says so. */
function deferredWrite() {
  let answer: (value: string) => void = () => undefined;
  const write = vi.fn(
    (input: string) => new Promise<string>((resolve) => (answer = () => resolve(`done ${input}`))),
  );
  return { write, answer: (value = '') => answer(value) };
}

describe('useOnceMutation', () => {
  it('sends one request for two starts in the same moment, and both callers get its answer', async () => {
    const { write, answer } = deferredWrite();
    const { result } = renderHook(() => useOnceMutation({ mutationFn: write }), { wrapper });
    const onSuccess = vi.fn();
    let first: Promise<string> | undefined;
    let second: Promise<string> | undefined;
    act(() => {
      result.current.mutate('a', { onSuccess });
      first = result.current.mutateAsync('a');
      second = result.current.mutateAsync('b');
    });
    await waitFor(() => expect(write).toHaveBeenCalled());
    act(() => answer());
    await expect(first).resolves.toBe('done a');
    await expect(second).resolves.toBe('done a');
    expect(write).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('sends again once the first request has answered, failure or not', async () => {
    const write = vi
      .fn<(input: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('refused'))
      .mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useOnceMutation({ mutationFn: (input: string) => write(input) }), {
      wrapper,
    });
    await act(() => expect(result.current.mutateAsync('x')).rejects.toThrow('refused'));
    await act(() => expect(result.current.mutateAsync('y')).resolves.toBe('ok'));
    expect(write.mock.calls).toEqual([['x'], ['y']]);
  });
});
