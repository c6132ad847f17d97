import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_INPUT_MAX } from '@fleetkey/contract';
import { fakeApi, renderLicence } from '../../test/render-licence';
import { SearchBox } from './SearchBox';

const box = () => within(screen.getByTestId('search')).getByRole('searchbox');
const enter = () => fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });

describe('SearchBox', { timeout: 120_000 }, () => {
  it('applies the trimmed text on Enter', () => {
    const onSearch = vi.fn();
    renderLicence(<SearchBox placeholder="Search" onSearch={onSearch} testId="search" />, {
      fetch: fakeApi({}).fetch,
    });
    fireEvent.change(box(), { target: { value: '  acme ' } });
    enter();
    expect(onSearch).toHaveBeenCalledWith('acme');
  });

  it('says why beside a text the rule refuses and does not apply it', async () => {
    const onSearch = vi.fn();
    renderLicence(<SearchBox placeholder="Search" onSearch={onSearch} testId="search" />, {
      fetch: fakeApi({}).fetch,
    });
    fireEvent.change(box(), { target: { value: 'x'.repeat(SEARCH_INPUT_MAX + 1) } });
    enter();
    expect(onSearch).not.toHaveBeenCalled();
    expect((await screen.findByRole('tooltip')).textContent).toBe('The text is too long.');
  });
});
