// fetch cannot report upload progress (streaming request bodies need HTTP/2 in Chromium), so uploads that
// show a progress bar go through XMLHttpRequest behind a fetch-shaped function: the client's headers,
// timeout, error and 401 handling stay the same for every call.

/** Upload progress: bytes sent so far and the body's total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Options of a file upload: progress reports (browsers only) and a way to cancel. */
export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

// The part of XMLHttpRequest used here, declared locally: this package also compiles for Node (the
// server's tests use it), where the DOM library's types are not loaded.
interface Xhr {
  open(method: string, url: string): void;
  withCredentials: boolean;
  setRequestHeader(name: string, value: string): void;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  status: number;
  statusText: string;
  responseText: string;
  getAllResponseHeaders(): string;
  abort(): void;
  send(body: unknown): void;
}

/** A fetch over XMLHttpRequest that reports upload progress; `undefined` where there is no XHR (Node). */
export function progressFetch(onProgress: (progress: UploadProgress) => void): typeof fetch | undefined {
  const XhrClass = (globalThis as { XMLHttpRequest?: new () => Xhr }).XMLHttpRequest;
  if (XhrClass === undefined) return undefined;
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XhrClass();
      xhr.open(init.method ?? 'GET', input instanceof Request ? input.url : input.toString());
      xhr.withCredentials = init.credentials === 'include';
      new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        // 204/304 may not carry a body in a Response.
        const body = xhr.status === 204 || xhr.status === 304 ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => reject(new TypeError('network error'));
      xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
      const { signal } = init;
      if (signal) {
        signal.addEventListener('abort', () => xhr.abort(), { once: true });
        if (signal.aborted) {
          xhr.abort();
          return;
        }
      }
      xhr.send(init.body ?? null);
    });
}
