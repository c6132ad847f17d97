/** The query value the login redirect adds to open the apply dialog (licence-portal.md §2 Login). */
export const SHOW_DIALOG_PARAM = 'show_dialog';

/** Whether the licence page was asked to open the apply dialog: any value but an explicit "no". */
export function wantsApplyDialog(search: URLSearchParams): boolean {
  const value = search.get(SHOW_DIALOG_PARAM);
  return value !== null && !['false', '0'].includes(value.trim().toLowerCase());
}
