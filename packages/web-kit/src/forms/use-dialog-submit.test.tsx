import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDialogSubmit } from './use-dialog-submit';

describe('useDialogSubmit', () => {
  it('saves once when clicked twice before the first save ends, and shows no failure for the second click', async () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useDialogSubmit(onClose));
    let finish: () => void = () => undefined;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.save(action);
      second = result.current.save(action);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.saving).toBe(true);
    await act(async () => {
      finish();
      await Promise.all([first, second]);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ saving: false, failure: null });
  });

  it('keeps the dialog open with the refusal, and saves again on the next click', async () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useDialogSubmit(onClose));
    const refusal = new Error('name already used');
    await act(() => result.current.save(() => Promise.reject(refusal)));
    expect(result.current.failure).toBe(refusal);
    expect(onClose).not.toHaveBeenCalled();
    await act(() => result.current.save(() => Promise.resolve()));
    expect(result.current.failure).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores a click whose form check ends after the save succeeded: the dialog saved once and is closing', async () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useDialogSubmit(onClose));
    const action = vi.fn(() => Promise.resolve());
    await act(() => result.current.save(action));
    await act(() => result.current.save(action));
    expect(action).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
