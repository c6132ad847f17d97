/** The props of a list's time column, sorted on the server: newest first or not, never unsorted. */
export function timeSort(descend: boolean) {
  return {
    sorter: true,
    sortOrder: descend ? ('descend' as const) : ('ascend' as const),
    sortDirections: ['descend' as const, 'ascend' as const, 'descend' as const],
  };
}
