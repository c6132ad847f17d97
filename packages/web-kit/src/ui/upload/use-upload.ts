import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadPercent, type UploadControl, type UploadState } from './upload-state';

/**
 * One upload with a progress bar: `start` makes the call with progress reports and a cancel signal and
 * answers its result (null when it failed or was cancelled; a cancel returns to idle, not to a failure).
 * Leaving the dialog cancels the upload; `reset` clears a failure for the next file.
 */
export function useUpload<T>() {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const start = useCallback(async (send: (control: UploadControl) => Promise<T>): Promise<T | null> => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'uploading', percent: 0 });
    try {
      const result = await send({
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setState(
            loaded >= total
              ? { phase: 'processing' }
              : { phase: 'uploading', percent: uploadPercent(loaded, total) },
          ),
      });
      setState({ phase: 'idle' });
      return result;
    } catch (error) {
      setState(controller.signal.aborted ? { phase: 'idle' } : { phase: 'failed', error });
      return null;
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }, []);

  const cancel = useCallback(() => abort.current?.abort(), []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  useEffect(() => cancel, [cancel]);
  return { state, start, cancel, reset };
}
