import { fireEvent, waitFor, within } from '@testing-library/react';

/** Clicks `button` (by its name) in the confirmation popover that is open, once it has opened. */
export async function confirmPopover(button: string): Promise<void> {
  const popover = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
    if (!open) throw new Error('no open confirmation');
    return open;
  });
  fireEvent.click(within(popover).getByRole('button', { name: button }));
}
