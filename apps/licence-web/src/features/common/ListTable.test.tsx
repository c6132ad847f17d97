import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListResult } from '@fleetkey/contract';
import { fakeApi, renderLicence } from '../../test/render-licence';
import { browserPageOf, ListTable } from './ListTable';

interface Row {
  id: string;
  name: string;
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${i + 1}`, name: `Row ${i + 1}` }));

function BrowserPagedTable({ data }: { data: ListResult<Row> }) {
  const [page, setPage] = useState(1);
  return (
    <ListTable<Row>
      testId="rows"
      {...browserPageOf({ data, isFetching: false }, page, setPage)}
      emptyText="none"
      columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
    />
  );
}

const bodyRows = () => within(screen.getByTestId('rows')).getAllByRole('row').slice(1);

describe('ListTable', { timeout: 120_000 }, () => {
  it('pages a list the browser holds whole, counting only the rows held', () => {
    // The server reports more than it sent: the pager still counts the 12 rows the browser has.
    renderLicence(<BrowserPagedTable data={{ totalCount: 150, result: rows(12) }} />, {
      fetch: fakeApi({}).fetch,
    });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('12 items')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(bodyRows().map((row) => row.textContent)).toEqual(['Row 11', 'Row 12']);
  });

  it('hands row props to every row, such as a click that opens it', () => {
    const onOpen = vi.fn<(id: string) => void>();
    renderLicence(
      <ListTable<Row>
        testId="rows"
        data={{ totalCount: 2, result: rows(2) }}
        loading={false}
        page={1}
        onPage={() => undefined}
        emptyText="none"
        onRow={(row) => ({ onClick: () => onOpen(row.id) })}
        columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
      />,
      { fetch: fakeApi({}).fetch },
    );
    fireEvent.click(screen.getByText('Row 2'));
    expect(onOpen).toHaveBeenCalledWith('r2');
  });
});
