import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUpload } from './use-upload';

describe('useUpload', () => {
  it('ends a refused upload as failed, and reset makes it ready for the next file', async () => {
    const { result } = renderHook(() => useUpload<string>());
    const refusal = new Error('too large');
    let answer: string | null = 'unset';
    await act(async () => {
      answer = await result.current.start(() => Promise.reject(refusal));
    });
    expect(answer).toBeNull();
    expect(result.current.state).toEqual({ phase: 'failed', error: refusal });
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ phase: 'idle' });
  });

  it('reports progress, then answers what the call stored', async () => {
    const { result } = renderHook(() => useUpload<string>());
    let answer: string | null = null;
    await act(async () => {
      answer = await result.current.start(({ onProgress }) => {
        onProgress({ loaded: 5, total: 10 });
        return Promise.resolve('stored');
      });
    });
    expect(answer).toBe('stored');
    expect(result.current.state).toEqual({ phase: 'idle' });
  });
});
