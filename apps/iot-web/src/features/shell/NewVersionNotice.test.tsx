import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '@fleetkey/contract';
import { renderIot } from '../../test/render-iot';
import { NewVersionNotice } from './NewVersionNotice';
import { newerThanRunning } from './use-newer-version';

describe('new version notice', { timeout: 30_000 }, () => {
  it("offers a reload when the console's version file names another version, with its notes", async () => {
    const reload = vi.fn();
    renderIot(<NewVersionNotice reload={reload} />, {
      routes: { 'GET /v1/app/iot/version.json': () => ({ version: '9.9.9', message: 'Faster charts' }) },
    });
    const notice = await screen.findByTestId('new-version', {}, { timeout: 30_000 });
    expect(notice.textContent).toContain('Version 9.9.9 of the console is out.');
    expect(notice.textContent).toContain('Faster charts');
    fireEvent.click(screen.getByTestId('new-version-reload'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('goes away on "Later"', async () => {
    renderIot(<NewVersionNotice reload={() => undefined} />, {
      routes: { 'GET /v1/app/iot/version.json': () => ({ version: '9.9.9' }) },
    });
    await screen.findByTestId('new-version', {}, { timeout: 30_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByTestId('new-version')).toBeNull());
  });

  it('asks for the reload only when the file names another version than the running one', () => {
    expect(newerThanRunning({ version: APP_VERSION })).toBeUndefined();
    expect(newerThanRunning(undefined)).toBeUndefined();
    expect(newerThanRunning({ version: '3.0.7' }, '3.0.6')).toEqual({ version: '3.0.7' });
  });
});
