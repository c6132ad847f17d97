import { csvLine } from '../../../platform/http/csv';
import type { EntryCursor, EntryFilter, fundflowRepository } from './fundflow.repository';

// The flow download: every entry of the filter, newest first, read in batches so a long history streams in
// constant memory. Amounts are minor units as stored, so a spreadsheet's sums are exact.

const BATCH = 500;
const HEADER = ['id', 'time', 'isodate', 'type', 'amount', 'balanceAfter', 'reference', 'note'];

/** The CSV lines of an account's entries: a BOM and the header, then the rows. */
export async function* fundflowCsv(
  entries: ReturnType<typeof fundflowRepository>,
  ownerId: string,
  filter: EntryFilter,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(HEADER)}`;
  let after: EntryCursor | undefined;
  for (;;) {
    const rows = await entries.batch(ownerId, filter, after, BATCH);
    if (rows.length === 0) return;
    yield rows
      .map((e) =>
        csvLine([
          e.id,
          e.createdAt,
          new Date(e.createdAt).toISOString(),
          e.type,
          e.amount,
          e.balanceAfter,
          e.reference,
          e.note,
        ]),
      )
      .join('');
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
