import { REQUEST_TIMEOUT_MS, SESSION_IDLE_HEADER, TIME_ZONE_HEADER } from '@fleetkey/contract';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import type { CookieJar } from './cookie-jar';
import { progressFetch, type UploadOptions, type UploadProgress } from './upload-progress';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  /** Extra request headers (an `Idempotency-Key` on money-moving calls). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The path is from the host root, not under the API base (e.g. `/config.json`). */
  fromRoot?: boolean;
  /** Reports the upload of the body (browsers only; elsewhere the call runs without reports). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface ApiClientOptions {
  /** Origin of the server; empty in the browser (same origin). */
  origin?: string;
  /** Path prefix of the API, `/v1` unless told. */
  basePath?: string;
  timeoutMs?: number;
  /** Called once for every 401 answer, before the error is thrown. */
  onUnauthorized?: (error: ApiError) => void;
  /** Called for every answer to a request of a live session, with the session's idle limit in seconds. */
  onSessionSeen?: (idleSeconds: number) => void;
  /** Cookie storage for runtimes without a browser cookie store. */
  cookieJar?: CookieJar;
  fetch?: typeof fetch;
  /** The UI language, sent as Accept-Language so texts the server sends out (SMS, e-mail) match it. */
  language?: () => string | undefined;
  /** The reader's IANA time zone, sent as X-Time-Zone so moments in downloads read as on the screen. */
  timeZone?: () => string | undefined;
}

/** A file answer (not JSON): its bytes and the name the server suggests in Content-Disposition. */
export interface FileAnswer {
  blob: Blob;
  fileName: string | null;
}

/** Header every state-changing call carries; the server refuses writes without it (CSRF defence). */
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUESTED_WITH_VALUE = 'fleetkey';

/** Typed fetch for /v1: cookies sent, `{data}` unwrapped, failures thrown as ApiError. */
export class ApiClient {
  private readonly origin: string;
  private readonly basePath: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: ApiClientOptions = {}) {
    this.origin = options.origin ?? '';
    this.basePath = options.basePath ?? '/v1';
    this.timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, options);
  }
  post<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, options);
  }
  put<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('PUT', path, options);
  }
  patch<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('PATCH', path, options);
  }
  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  /** POST of one file as the multipart field `file`, with progress reports and a way to cancel. */
  postFile<T>(
    path: string,
    file: Blob,
    fileName: string,
    options: UploadOptions & Pick<RequestOptions, 'query' | 'timeoutMs'> = {},
  ): Promise<T> {
    const { onProgress, ...rest } = options;
    const body = new FormData();
    body.append('file', file, fileName);
    return this.post<T>(path, { ...rest, body, onUploadProgress: onProgress });
  }

  /** URL of a path under the API base (or the host root), with the query encoded (empty values dropped). */
  url(path: string, query?: Record<string, QueryValue>, fromRoot = false): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    const qs = search.toString();
    return `${this.origin}${fromRoot ? '' : this.basePath}${path}${qs ? `?${qs}` : ''}`;
  }

  async request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    return this.readAnswer<T>(await this.send(method, path, options));
  }

  /** GET of a file (e.g. a text download): the bytes on success; failures thrown as ApiError like any call. */
  getFile(path: string, options: RequestOptions = {}): Promise<FileAnswer> {
    return this.file('GET', path, options);
  }

  /** A call answered with a file, by any method (a download chosen by a JSON body is a POST or PUT). */
  async file(method: Method, path: string, options: RequestOptions = {}): Promise<FileAnswer> {
    const response = await this.send(method, path, options);
    // An error answer is still JSON: readAnswer turns it into the ApiError (and runs the 401 hook).
    if (!response.ok) await this.readAnswer<never>(response);
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  }

  private async send(method: Method, path: string, options: RequestOptions): Promise<Response> {
    const headers = new Headers({ ...options.headers, Accept: 'application/json' });
    // On every call: a few GETs change something (send a code) and need it too.
    headers.set(REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE);
    let body: RequestInit['body'];
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    const cookie = this.options.cookieJar?.header();
    if (cookie) headers.set('Cookie', cookie);
    const language = this.options.language?.();
    if (language) headers.set('Accept-Language', language);
    const timeZone = this.options.timeZone?.();
    if (timeZone) headers.set(TIME_ZONE_HEADER, timeZone);

    const timeout = AbortSignal.timeout(options.timeoutMs ?? this.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

    let response: Response;
    try {
      // Progress needs XMLHttpRequest; a fetch given to the client (tests, other runtimes) is kept as given.
      const progress = this.options.fetch ? undefined : options.onUploadProgress;
      const fetchImpl = (progress && progressFetch(progress)) || this.fetchImpl;
      response = await fetchImpl(this.url(path, options.query, options.fromRoot), {
        method,
        headers,
        body,
        signal,
        credentials: 'include',
      });
    } catch (cause) {
      if (timeout.aborted) throw new ApiError(0, CLIENT_ERROR_CODES.timeout, 'request timed out');
      if (options.signal?.aborted) throw cause;
      throw new ApiError(0, CLIENT_ERROR_CODES.network, 'network error');
    }
    this.options.cookieJar?.store(response);
    const idleSeconds = Number(response.headers.get(SESSION_IDLE_HEADER));
    if (idleSeconds > 0) this.options.onSessionSeen?.(idleSeconds);
    return response;
  }

  private async readAnswer<T>(response: Response): Promise<T> {
    const text = await response.text();
    let payload: unknown = undefined;
    if (text) {
      try {
        payload = JSON.parse(text);
      } catch {
        if (response.ok) throw new ApiError(response.status, CLIENT_ERROR_CODES.badResponse, 'bad response');
      }
    }
    if (response.ok) return (isObject(payload) && 'data' in payload ? payload.data : payload) as T;

    const body = isObject(payload) ? payload : {};
    const error = new ApiError(
      response.status,
      typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
      typeof body.message === 'string' ? body.message : response.statusText,
      body.data,
    );
    if (response.status === 401) this.options.onUnauthorized?.(error);
    throw error;
  }
}

// `attachment; filename="x.lic"` or the RFC 5987 form `filename*=UTF-8''x.lic` (preferred when both are given).
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Badly encoded: fall back to the plain form.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
