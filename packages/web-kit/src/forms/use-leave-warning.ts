import { useEffect } from 'react';

/**
 * While `unsaved` is true, reloading or closing the page asks first (the browser's own question): edits kept
 * only on the screen, such as a pin map's draft, are not lost to a stray reload.
 */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
