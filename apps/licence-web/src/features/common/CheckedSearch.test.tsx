import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_INPUT_MAX } from '@fleetkey/contract';
import { fakeApi, renderLicence } from '../../test/render-licence';
import { CheckedSearch } from './CheckedSearch';

function Kept({ onApply, invalidTitle }: { onApply: (text: string) => void; invalidTitle?: string }) {
  const [text, setText] = useState('');
  return (
    <CheckedSearch
      value={text}
      onText={setText}
      onApply={onApply}
      invalidTitle={invalidTitle}
      data-testid="search"
    />
  );
}

const wrapper = () => screen.getByTestId('search');
const box = () => within(wrapper()).getByRole('searchbox');
/** The hover text antd put on the search box or its frame, '' when none. */
const hoverText = () =>
  wrapper().closest('[title]')?.getAttribute('title') ??
  wrapper().querySelector('[title]')?.getAttribute('title') ??
  '';

describe('CheckedSearch', { timeout: 120_000 }, () => {
  it('applies a search the rule allows on Enter', () => {
    const onApply = vi.fn();
    renderLicence(<Kept onApply={onApply} />, { fetch: fakeApi({}).fetch });
    fireEvent.change(box(), { target: { value: 'acme' } });
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onApply).toHaveBeenCalledWith('acme');
  });

  it('marks a search the rule refuses (too long), says why on hover when asked, and never applies it', () => {
    const onApply = vi.fn();
    renderLicence(<Kept onApply={onApply} invalidTitle="no regex" />, { fetch: fakeApi({}).fetch });
    fireEvent.change(box(), { target: { value: 'x'.repeat(SEARCH_INPUT_MAX + 1) } });
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onApply).not.toHaveBeenCalled();
    expect(wrapper().querySelector('[class*="status-error"]')).toBeTruthy();
    expect(hoverText()).toBe('no regex');
  });

  it('has no hover text while the search is allowed', () => {
    renderLicence(<Kept onApply={vi.fn()} invalidTitle="no regex" />, { fetch: fakeApi({}).fetch });
    fireEvent.change(box(), { target: { value: 'acme' } });
    expect(hoverText()).toBe('');
    expect(wrapper().querySelector('[class*="status-error"]')).toBeNull();
  });
});
