import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from './client';
import { progressFetch } from './upload-progress';

// An XMLHttpRequest double: reports the upload in two steps, then answers with the given status and body.
interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  sent: unknown;
}

function fakeXhr(status: number, body: string) {
  const requests: SentRequest[] = [];
  const Xhr = class {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: SentRequest = { method: '', url: '', headers: {}, sent: undefined };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    abort() {
      this.onabort?.();
    }
    send(data: unknown) {
      this.request.sent = data;
      requests.push(this.request);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = status;
      this.responseText = body;
      this.onload?.();
    }
  };
  return { Xhr, requests };
}

afterEach(() => vi.unstubAllGlobals());

describe('upload progress', () => {
  it('is not offered where there is no XMLHttpRequest', () => {
    expect(progressFetch(() => undefined)).toBeUndefined();
  });

  it('reports the upload and answers like fetch, through the client', async () => {
    const { Xhr, requests } = fakeXhr(200, JSON.stringify({ data: { ok: true } }));
    vi.stubGlobal('XMLHttpRequest', Xhr);
    const seen: number[] = [];
    const client = new ApiClient({ origin: 'http://host' });
    const body = new FormData();
    body.append('file', new Blob(['x']), 'x.csv');
    const answer = await client.post<{ ok: boolean }>('/upload', {
      body,
      onUploadProgress: ({ loaded, total }) => seen.push(loaded / total),
    });
    expect(answer).toEqual({ ok: true });
    expect(seen).toEqual([0.5, 1]);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://host/v1/upload');
    expect(requests[0]?.headers['x-requested-with']).toBe('fleetkey');
    expect(requests[0]?.sent).toBe(body);
  });

  it('turns an error answer into the same ApiError as any call', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(400, JSON.stringify({ code: 'DEVICE_IMPORT_INVALID', message: 'bad' })).Xhr,
    );
    const client = new ApiClient({ origin: 'http://host' });
    await expect(
      client.post('/upload', { body: new FormData(), onUploadProgress: () => undefined }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'DEVICE_IMPORT_INVALID',
    });
  });
});
