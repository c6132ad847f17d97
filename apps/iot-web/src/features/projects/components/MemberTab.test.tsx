import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderIot } from '../../../test/render-iot';
import { MemberTab } from './MemberTab';

const GROUP_ID = '0b6f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f';

/** The groups tab of a project holding one group, which the server names "Line 3 meters". */
function renderGroupTab({ canRemove }: { canRemove: boolean }) {
  renderIot(
    <MemberTab
      field="groups"
      ids={[GROUP_ID]}
      loading={false}
      canAdd={false}
      canRemove={canRemove}
      adding={false}
      onAdd={vi.fn()}
      onRemove={vi.fn()}
    />,
    {
      routes: {
        [`GET /v1/device_groups/${GROUP_ID}`]: () => ({ groupid: GROUP_ID, name: 'Line 3 meters' }),
      },
    },
  );
}

describe('MemberTab', () => {
  it("shows a project's groups by name, with the id beneath", async () => {
    renderGroupTab({ canRemove: false });
    const cell = await screen.findByTestId(`project-group-${GROUP_ID}`);
    expect(await within(cell).findByText('Line 3 meters')).toBeTruthy();
    expect(within(cell).getByText(GROUP_ID)).toBeTruthy();
  });

  it('asks before removing a group by its name, not its id', async () => {
    renderGroupTab({ canRemove: true });
    await within(await screen.findByTestId(`project-group-${GROUP_ID}`)).findByText('Line 3 meters');
    fireEvent.click(screen.getByTestId(`project-remove-${GROUP_ID}`));
    expect(await screen.findByText('Take Line 3 meters out of this project?')).toBeTruthy();
  });
});
