import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLeaveWarning } from './use-leave-warning';

/** Whether leaving the page now would be asked about. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLeaveWarning', () => {
  it('asks before leaving only while something is unsaved', () => {
    const { rerender, unmount } = renderHook(({ unsaved }) => useLeaveWarning(unsaved), {
      initialProps: { unsaved: false },
    });
    expect(leavingAsks()).toBe(false);
    rerender({ unsaved: true });
    expect(leavingAsks()).toBe(true);
    rerender({ unsaved: false });
    expect(leavingAsks()).toBe(false);
    rerender({ unsaved: true });
    unmount();
    expect(leavingAsks()).toBe(false);
  });
});
