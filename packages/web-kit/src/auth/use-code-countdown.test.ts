import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCodeCountdown } from './use-code-countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the code button countdown', () => {
  it('counts 60 seconds down from the click and then frees the button', async () => {
    const send = vi.fn(() => Promise.resolve(null));
    const { result } = renderHook(() => useCodeCountdown(send, vi.fn()));
    await act(() => result.current.trigger());
    expect(send).toHaveBeenCalledOnce();
    expect(result.current.remaining).toBe(60);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.remaining).toBe(59);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(result.current.remaining).toBe(0);
  });

  it('ignores clicks while counting down', async () => {
    const send = vi.fn(() => Promise.resolve(null));
    const { result } = renderHook(() => useCodeCountdown(send, vi.fn()));
    await act(() => result.current.trigger());
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await act(async () => {
      expect(await result.current.trigger()).toBe(false);
    });
    expect(send).toHaveBeenCalledOnce();
    expect(result.current.remaining).toBe(55);
  });

  it('is cleared when sending fails, and reports the error', async () => {
    const failure = new Error('flow control');
    const onError = vi.fn();
    const { result } = renderHook(() => useCodeCountdown(() => Promise.reject(failure), onError));
    await act(async () => {
      expect(await result.current.trigger()).toBe(false);
    });
    expect(result.current.remaining).toBe(0);
    expect(result.current.sending).toBe(false);
    expect(onError).toHaveBeenCalledWith(failure);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('can be asked again at once after a failure', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce(null);
    const { result } = renderHook(() => useCodeCountdown(send, vi.fn()));
    await act(() => result.current.trigger());
    await act(async () => {
      expect(await result.current.trigger()).toBe(true);
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.remaining).toBe(60);
  });

  it('can start counting for a code sent elsewhere, without sending', async () => {
    const send = vi.fn(() => Promise.resolve(null));
    const { result } = renderHook(() => useCodeCountdown(send, vi.fn()));
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current.remaining).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });
});
