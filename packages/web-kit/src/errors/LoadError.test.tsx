import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import { storeLanguage } from '../i18n/language-store';
import en from '../i18n/locales/en.json';
import { renderConsole } from '../test/render-console';
import { LoadError, QueryError } from './LoadError';

// English, since antd spaces out a two-character Chinese button label ("重 试").
beforeEach(() => storeLanguage('en'));

describe('LoadError', () => {
  it("shows the text of the error's code and retries on the button", () => {
    const onRetry = vi.fn();
    renderConsole(<LoadError error={new ApiError(0, 'TIMEOUT', 'timed out')} onRetry={onRetry} />);
    expect(screen.getByTestId('load-error').textContent).toContain(en.errors.codes.TIMEOUT);
    fireEvent.click(screen.getByRole('button', { name: en.common.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('falls back to the status text for a code without its own text', () => {
    renderConsole(<LoadError error={new ApiError(404, 'NO_SUCH_THING', '')} onRetry={() => undefined} />);
    expect(screen.getByTestId('load-error').textContent).toContain(en.errors.common['404']);
  });

  it('offers no retry of a refusal that a retry cannot change (no permission, no such thing)', () => {
    for (const status of [403, 404]) {
      const { unmount } = renderConsole(
        <LoadError error={new ApiError(status, 'REFUSED', '')} onRetry={() => undefined} />,
      );
      expect(screen.getByTestId('load-error')).toBeTruthy();
      expect(screen.queryByTestId('load-error-retry')).toBeNull();
      unmount();
    }
  });
});

describe('QueryError', () => {
  it('shows nothing while the query has not failed', () => {
    const query = { isError: false, error: null, refetch: vi.fn(() => Promise.resolve()) };
    renderConsole(<QueryError query={query} />);
    expect(screen.queryByTestId('load-error')).toBeNull();
  });

  it('refetches a failed query from the retry button', () => {
    const query = { isError: true, error: new Error('boom'), refetch: vi.fn(() => Promise.resolve()) };
    renderConsole(<QueryError query={query} />);
    expect(screen.getByTestId('load-error').textContent).toContain(en.errors.unknown);
    fireEvent.click(screen.getByRole('button', { name: en.common.retry }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });
});
