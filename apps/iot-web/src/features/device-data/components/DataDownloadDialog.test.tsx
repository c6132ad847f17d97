import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIot } from '../../../test/render-iot';
import { DataDownloadDialog } from './DataDownloadDialog';

// jsdom has no object URLs: the download link's name is what the browser would save.
const saved: string[] = [];
const objectUrls = (['createObjectURL', 'revokeObjectURL'] as const).map(
  (name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const,
);
beforeEach(() => {
  saved.length = 0;
  Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const [name, descriptor] of objectUrls)
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
});

const TYPES = { totalCount: 1, result: [{ devtype: 'meter', comment: '', devices: { count: 3 } }] };

describe('data download dialog', () => {
  it('downloads every device of a type once however often Download is clicked, then closes', async () => {
    const bodies: unknown[] = [];
    const onClose = vi.fn();
    renderIot(<DataDownloadDialog range={null} onClose={onClose} />, {
      routes: {
        'GET /v1/devtype': () => TYPES,
        'PUT /v1/devices/data/download': (_url, init) => {
          bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : null);
          return 'devid,time';
        },
      },
    });
    await screen.findByTestId('data-download-dialog', {}, { timeout: 30_000 });
    fireEvent.click(screen.getByLabelText('Every device of a type'));
    const select = await screen.findByTestId('data-download-devtype');
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
    fireEvent.click(await screen.findByTitle('meter'));
    const ok = screen.getByTestId('data-download-submit');
    fireEvent.click(ok);
    fireEvent.click(ok);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ devtype: 'meter' }]);
    expect(saved).toHaveLength(1);
  });

  it('asks for devices before downloading, and sends nothing', async () => {
    const asked: string[] = [];
    renderIot(<DataDownloadDialog range={null} onClose={vi.fn()} />, {
      routes: {
        'GET /v1/devtype': () => TYPES,
        'GET /v1/devices': () => ({ totalCount: 0, result: [] }),
        'POST /v1/devices/data/download': (url) => asked.push(url.pathname),
      },
    });
    await screen.findByTestId('data-download-dialog', {}, { timeout: 30_000 });
    fireEvent.click(screen.getByTestId('data-download-submit'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
