import { describe, expect, it } from 'vitest';
import { wantsApplyDialog } from './show-dialog';

describe('wantsApplyDialog', () => {
  it('opens the apply dialog for any show_dialog value but an explicit no', () => {
    expect(wantsApplyDialog(new URLSearchParams('show_dialog=true'))).toBe(true);
    expect(wantsApplyDialog(new URLSearchParams('show_dialog=1'))).toBe(true);
    expect(wantsApplyDialog(new URLSearchParams('show_dialog=false'))).toBe(false);
    expect(wantsApplyDialog(new URLSearchParams('show_dialog=0'))).toBe(false);
    expect(wantsApplyDialog(new URLSearchParams(''))).toBe(false);
  });
});
