import type { UploadProgress } from '@fleetkey/api-client';

/** Where an upload stands. */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  /** Every byte is sent; the server is checking and storing the file. */
  | { phase: 'processing' }
  | { phase: 'failed'; error: unknown };

/** What an upload call is given: where to report progress, and the signal that cancels it. */
export interface UploadControl {
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

/** The share sent, as a whole percent below 100 (the bar reaches 100 once every byte is sent). */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((loaded / total) * 100));
}

/** Whether an upload is under way (its dialog then offers cancelling instead of closing). */
export function isUploading(state: UploadState): boolean {
  return state.phase === 'uploading' || state.phase === 'processing';
}
